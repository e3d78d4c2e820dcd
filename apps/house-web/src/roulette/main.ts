import '../shared/base.css';
import '../tables/tables.css';
import './roulette.css';
import { startTablePage } from '../tables/page.ts';
import { createRouletteView } from './view.ts';

await startTablePage('ROULETTE', createRouletteView);
