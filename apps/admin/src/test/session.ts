import type { TOperator } from '@openlobby/contracts';
import { afterEach } from 'vitest';
import { useSession } from '../lib/session.ts';

// Importing this file signs the operator out after each test.
afterEach(() => useSession.setState({ token: null, operator: null }));

/** Signs an operator in for one test (permissions as plain strings, so a test may name any). */
export const signInAs = (operator: Omit<TOperator, 'permissions'> & { permissions: readonly string[] }) =>
  useSession.setState({ token: 'tok', operator: operator as TOperator });
