export * from './envelope.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './constants.ts';
export * from './system.ts';
export * from './content.ts';
export * from './games.ts';
export * from './paths.ts';
