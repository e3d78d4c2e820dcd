import '../shared/base.css';
import '../tables/tables.css';
import './baccarat.css';
import { startTablePage } from '../tables/page.ts';
import { createBaccaratView } from './view.ts';

await startTablePage('BACCARAT', createBaccaratView);
