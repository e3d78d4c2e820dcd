export { CategoryPage } from './sports.tsx';
