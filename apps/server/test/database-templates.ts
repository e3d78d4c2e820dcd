import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import './test-database.ts';

/**
 * Vitest global set-up of the API projects: builds the migrated (and the migrated, seeded) database
 * once per run, so each test file copies it instead of booting, migrating and seeding its own. On
 * PGlite that is a data-directory dump a file loads in about a second instead of seven; on
 * PostgreSQL, template databases that CREATE DATABASE … TEMPLATE copies. Built fresh each run, so
 * a changed migration or seed is always in them.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = tmpdir();
  const id = randomBytes(6).toString('hex');
  const files = {
    migrated: path.join(dir, `ol-migrated-${id}.tar`),
    seeded: path.join(dir, `ol-seeded-${id}.tar`),
  };
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = async () => Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  writeFileSync(files.migrated, await dump());
  await seedDemo(database.db);
  writeFileSync(files.seeded, await dump());
  await database.close();
  project.provide('databaseTemplates', { kind: 'pglite', ...files });
  return () => {
    for (const file of Object.values(files)) rmSync(file, { force: true });
  };
}

async function setupPostgres(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
  const id = randomBytes(6).toString('hex');
  const names = { migrated: `ol_tpl_migrated_${id}`, seeded: `ol_tpl_seeded_${id}` };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const urlOf = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  await admin(`create database ${names.migrated}`);
  const migrated = await openDatabase({ url: urlOf(names.migrated), dataDir: '' });
  await migrated.migrate();
  await migrated.close();
  // The seeded template starts as a copy of the migrated one: a template takes no connections while copied.
  await admin(`create database ${names.seeded} template ${names.migrated}`);
  const seeded = await openDatabase({ url: urlOf(names.seeded), dataDir: '' });
  await seedDemo(seeded.db);
  await seeded.close();
  project.provide('databaseTemplates', { kind: 'postgres', ...names });
  return async () => {
    for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
  };
}
