export * from './chile';
