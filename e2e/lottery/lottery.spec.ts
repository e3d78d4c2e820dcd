import type { FrameLocator, Page } from '@playwright/test';
import type { TDrawView } from '../../packages/contracts/src/lottery.ts';
import { LOTTERY_API } from '../../packages/contracts/src/paths.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  frameToken,
  gameFrame,
  lotteryGames,
  registerMember,
  serverTimeFor,
  ticketRows,
  type TTicketRow,
} from '../support/lottery.ts';
import { fundMember, headerBalance, logIn } from '../support/member.ts';

const DAY_MS = 86_400_000;
/**
 * Where the journey sets the clock before betting on a Vietnam draw: this long before betting
 * closes, time enough to log in, fund, open the lottery and bet on a slow machine, and the draw
 * then a quarter of an hour on.
 */
const BEFORE_CLOSE_MS = 5 * 60_000;

/**
 * Logs in again after the clock moved on, perhaps past a session's life (a day; a launch lives half
 * of one): the site still holds the old token, so it forgets it first, as on its first refused call.
 */
async function logInAgain(page: Page, login: { account: string; password: string }) {
  await page.evaluate(() => localStorage.removeItem('session'));
  await logIn(page, login);
}

/** The draw a page of the frame's product shows for a game now, as the page reads it. */
async function currentDraw(page: Page, token: string, code: string): Promise<TDrawView> {
  const game = (await lotteryGames(page, token)).games.find((g) => g.code === code);
  expect(game?.draw, `${code} has a draw`).toBeTruthy();
  return game!.draw!;
}

/** A draw's past result, as the results panel reads it. */
async function pastDraw(page: Page, token: string, code: string, drawKey: string): Promise<TDrawView> {
  const path = `${LOTTERY_API.results.replace(':code', code)}?page=1&pageSize=5`;
  const res = await page.request.get(path, { headers: { authorization: token } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const found = ((await res.json()).value.items as TDrawView[]).find((d) => d.drawKey === drawKey);
  expect(found, `${code} ${drawKey} is among the results`).toBeTruthy();
  return found!;
}

/** When a game's newest past draw was drawn (0 when it has none). */
async function newestDrawAt(page: Page, token: string, code: string): Promise<number> {
  const path = `${LOTTERY_API.results.replace(':code', code)}?page=1&pageSize=1`;
  const res = await page.request.get(path, { headers: { authorization: token } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const [newest] = (await res.json()).value.items as TDrawView[];
  return newest ? Date.parse(newest.drawAt) : 0;
}

/** Every ticket row of "my tickets", page after page (it shows ten at a time, newest first). */
async function allTicketRows(frame: FrameLocator, total: number): Promise<TTicketRow[]> {
  const list = frame.getByTestId('lottery-tickets');
  const rows: TTicketRow[] = [];
  for (;;) {
    const shown = Math.min(10, total - rows.length);
    await expect(list.getByTestId('lottery-ticket')).toHaveCount(shown);
    await expect(list.locator('.pager')).toContainText(
      `${rows.length + 1}–${rows.length + shown} of ${total}`,
    );
    rows.push(...(await ticketRows(frame)));
    if (rows.length >= total) return rows;
    await list.getByRole('button', { name: 'Older' }).click();
  }
}

test.describe('house lottery', () => {
  test('places lô and đề tickets in the /vnlottery frame, the draw runs, and the winnings reach the header balance', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const clock = await serverTimeFor(context);
    try {
      const member = await registerMember(page, 'lot');

      // Miền Bắc's draw as the lobby shows it; when its betting closes too soon (or has closed),
      // the next day's (the North draws every day).
      await page.goto('/vnlottery');
      await expect(gameFrame(page).getByTestId('vn-lobby')).toBeVisible();
      const shown = await currentDraw(page, await frameToken(page), 'VN-MB');
      let closesAt = Date.parse(shown.closesAt);
      let drawAt = Date.parse(shown.drawAt);
      if (shown.status !== 'OPEN' || closesAt - BEFORE_CLOSE_MS < clock.now()) {
        closesAt += DAY_MS;
        drawAt += DAY_MS;
      }
      // The clock moves to shortly before that draw's betting closes. A login lives a day and a
      // launch half of one, so the member logs in again at the new time.
      await clock.moveTo(closesAt - BEFORE_CLOSE_MS);
      await logInAgain(page, member);
      await fundMember(page, 1000);
      const funded = await headerBalance(page);

      // The lobby opens on the region whose betting closes first: the North, with Miền Bắc open.
      await page.goto('/vnlottery');
      await expect(page.getByTestId('game-frame')).toHaveAttribute(
        'src',
        /\/house\/lottery\/\?[^#]*view=lobby/,
      );
      const lottery = gameFrame(page);
      await expect(lottery.getByTestId('region-NORTH')).toHaveAttribute('aria-selected', 'true');
      const card = lottery.locator('[data-testid="vn-game"][data-game="VN-MB"]');
      await expect(card.locator('.draw-status')).toHaveAttribute('data-phase', 'open');
      const token = await frameToken(page);
      const draw = await currentDraw(page, token, 'VN-MB');
      expect(Date.parse(draw.drawAt)).toBe(drawAt);
      await card.getByTestId('vn-open-game').click();
      const betting = lottery.getByTestId('vn-betting');
      await expect(betting.getByTestId('draw-key')).toHaveText(draw.drawKey);
      await expect(betting.locator('.draw-card .draw-status')).toHaveAttribute('data-phase', 'open');

      // One line is one ticket: lô 27 and đề 68 at 10, and đầu on all ten digits at 1, of which
      // exactly one is the special prize's tens digit: a win whatever comes out.
      const addLines = async (betType: string, numbers: readonly string[], stake: number) => {
        const tab = lottery.getByTestId(`bet-${betType}`);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        for (const n of numbers) {
          const cell = lottery.locator('#pick-panel').getByRole('button', { name: n, exact: true });
          await cell.click();
          await expect(cell).toHaveAttribute('aria-pressed', 'true');
        }
        await lottery.getByTestId('stake-input').fill(String(stake));
        await expect(lottery.getByTestId('pick-summary')).toContainText(`${numbers.length} line(s)`);
        await lottery.getByTestId('slip-add').click();
      };
      const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
      await addLines('LO2', ['27'], 10);
      await addLines('DE', ['68'], 10);
      await addLines('DAU', DIGITS, 1);
      const slip = lottery.getByTestId('slip');
      await expect(slip.getByTestId('slip-count')).toHaveText('12');
      await expect(slip.getByTestId('slip-line')).toHaveCount(12);
      await expect(slip.getByTestId('slip-total')).toHaveText('30.00');
      await slip.getByTestId('slip-place').click();
      await expect(slip.getByRole('status')).toHaveText('12 ticket(s) placed. Good luck!');
      await expect(slip.getByTestId('slip-count')).toHaveText('0');

      // "My tickets" lists the twelve, waiting for the draw; the stakes left the header balance.
      const tickets = lottery.getByTestId('lottery-tickets');
      await expect(tickets.locator('[data-testid="lottery-ticket"][data-status="OPEN"]')).toHaveCount(10);
      await expect(tickets.locator('.pager')).toContainText('1–10 of 12');
      await expect.poll(() => headerBalance(page)).toBeCloseTo(funded - 30, 2);
      const afterBets = await headerBalance(page);

      // The draw time passes: the lottery job closes, draws and pays it, and the page moves on to
      // the next day's draw and settles the tickets without a reload.
      await clock.moveTo(drawAt + 1_000);
      await expect(betting.getByTestId('draw-key')).not.toHaveText(draw.drawKey);
      await expect(tickets.getByTestId('lottery-ticket')).toHaveCount(10);
      await expect(tickets.locator('[data-testid="lottery-ticket"][data-status="OPEN"]')).toHaveCount(0);
      const rows = await allTicketRows(lottery, 12);

      // The results tab shows the draw's sheet: the numbers the server drew, prize by prize.
      await lottery.getByTestId('panel-results').click();
      const result = lottery.locator(`[data-testid="vn-result"][data-draw="${draw.drawKey}"]`);
      await expect(result).toBeVisible();
      const sheet = result.getByTestId('vn-sheet').first();
      await expect(sheet.locator('tr[data-prize="DB"]')).toBeVisible();
      const shownPrizes = Object.fromEntries(
        await sheet
          .locator('tr[data-prize]')
          .evaluateAll((trs) =>
            trs.map((tr) => [
              (tr as HTMLElement).dataset.prize!,
              [...tr.querySelectorAll('.num')].map((n) => n.textContent ?? ''),
            ]),
          ),
      ) as Record<string, string[]>;
      const drawn = (await pastDraw(page, token, 'VN-MB', draw.drawKey)).result;
      expect(drawn?.kind).toBe('VN');
      if (drawn?.kind !== 'VN') return;
      expect(shownPrizes).toEqual(Object.fromEntries(drawn.prizes.map((p) => [p.code, p.numbers])));

      // Each ticket is settled by the sheet: lô pays every prize ending in 27, đề the special
      // prize ending in 68, đầu the special prize's tens digit; a win is stake × odds × hits.
      const special = shownPrizes.DB![0]!;
      const endings = Object.values(shownPrizes)
        .flat()
        .filter((n) => n.length >= 2)
        .map((n) => n.slice(-2));
      const expectedHits: Record<string, number> = {
        'Lô 2 · 27': endings.filter((e) => e === '27').length,
        'Đề · 68': special.endsWith('68') ? 1 : 0,
        ...Object.fromEntries(DIGITS.map((d) => [`Đầu · ${d}`, special.slice(-2, -1) === d ? 1 : 0])),
      };
      expect(rows.map((r) => r.line).sort()).toEqual(Object.keys(expectedHits).sort());
      for (const row of rows) {
        const hits = expectedHits[row.line]!;
        expect(row, row.line).toMatchObject({ status: hits > 0 ? 'WON' : 'LOST', hits });
        expect(row.win, `${row.line} pays stake × odds × hits`).toBeCloseTo(row.stake * row.odds * hits, 2);
      }
      expect(rows.filter((r) => r.line.startsWith('Đầu') && r.status === 'WON')).toHaveLength(1);
      const won = rows.reduce((sum, r) => sum + r.win, 0);
      expect(won).toBeGreaterThan(0);

      // The winnings reach the header balance over the wallet socket, exactly.
      await expect.poll(() => headerBalance(page)).toBeCloseTo(afterBets + won, 2);
    } finally {
      await clock.reset();
    }
  });

  test('an e-lottery bet on a 1-minute draw settles: big and small on ball 1, one wins, and the balance moves by the win less the stakes', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const clock = await serverTimeFor(context);
    try {
      const member = await registerMember(page, 'elo');

      // The /elott lobby launches the house e-lottery's lobby game, Speed Lotto 1 min, in /game.
      const launch = async () => {
        await page.goto('/elott');
        await page.getByTestId('vendor-card-OLE').click();
        await expect(page).toHaveURL(/\/game\?/);
        await expect(page.getByTestId('game-frame')).toHaveAttribute(
          'src',
          /\/house\/elott\/\?[^#]*game=EL-1M/,
        );
        await expect(gameFrame(page).getByTestId('speed-EL-1M')).toHaveAttribute('aria-selected', 'true');
        return frameToken(page);
      };
      // A journey before this one may have moved the clock ahead and back, and drawn periods then:
      // the clock first catches up with the newest, and the member logs in again at that time.
      const newest = await newestDrawAt(page, await launch(), 'EL-1M');
      await clock.moveTo(Math.max(clock.now(), newest));
      await logInAgain(page, member);
      await fundMember(page, 1000);
      const token = await launch();
      const elott = gameFrame(page);

      // A period just begun, its 50 seconds of betting ahead, newer than every period drawn so far:
      // the clock moves on to the end of the period shown until the next one is such a period.
      let draw = await currentDraw(page, token, 'EL-1M');
      for (let moves = 0; ; moves++) {
        const fresh =
          moves > 0 &&
          draw.status === 'OPEN' &&
          Date.parse(draw.drawAt) > newest &&
          Date.parse(draw.closesAt) - clock.now() > 30_000;
        if (fresh) break;
        expect(moves, 'a fresh period within a few moves of the clock').toBeLessThan(5);
        const passed = draw.drawKey;
        await clock.moveTo(Math.max(Date.parse(draw.drawAt), newest) + 1_000);
        await expect
          .poll(async () => (draw = await currentDraw(page, token, 'EL-1M')).drawKey)
          .not.toBe(passed);
      }
      await expect(elott.getByTestId('draw-key')).toHaveAttribute('data-draw-key', draw.drawKey);
      await expect(elott.locator('[data-testid="elott-period"] .draw-status')).toHaveAttribute(
        'data-phase',
        'open',
      );
      const start = await headerBalance(page);

      // Big and small on ball 1, 10 each: two tickets, one of which wins 1.95 × its stake.
      await elott.getByTestId('pick-BALL_1:BIG').click();
      await elott.getByTestId('pick-BALL_1:SMALL').click();
      await expect(elott.getByTestId('pick-BALL_1:SMALL')).toHaveAttribute('aria-pressed', 'true');
      await elott.getByTestId('stake-input').fill('10');
      await expect(elott.getByTestId('pick-summary')).toContainText('2 line(s)');
      await elott.getByTestId('slip-add').click();
      const slip = elott.getByTestId('slip');
      await expect(slip.getByTestId('slip-count')).toHaveText('2');
      await slip.getByTestId('slip-place').click();
      await expect(slip.getByRole('status')).toHaveText('2 ticket(s) placed. Good luck!');
      const tickets = elott.getByTestId('lottery-tickets');
      await expect(tickets.locator('[data-testid="lottery-ticket"][data-status="OPEN"]')).toHaveCount(2);
      await expect.poll(() => headerBalance(page)).toBeCloseTo(start - 20, 2);

      // The minute passes: the period is drawn, its balls roll in, and the tickets settle.
      await clock.moveTo(Date.parse(draw.drawAt) + 1_000);
      await expect(elott.getByTestId('elott-last')).toHaveAttribute('data-draw-key', draw.drawKey);
      await expect(tickets.getByTestId('lottery-ticket')).toHaveCount(2);
      await expect(tickets.locator('[data-testid="lottery-ticket"][data-status="OPEN"]')).toHaveCount(0);
      const rows = await ticketRows(elott);

      // The history lists the period with its balls; ball 1 decides which ticket won.
      await elott.getByTestId('panel-history').click();
      const period = elott.locator(`[data-testid="elott-history"] tr[data-draw="${draw.drawKey}"]`);
      await expect(period.locator('.mini-ball')).toHaveCount(5);
      const balls = (await period.locator('.mini-ball').allTextContents()).map(Number);
      const drawn = (await pastDraw(page, token, 'EL-1M', draw.drawKey)).result;
      expect(drawn).toEqual({ kind: 'ELOTT', balls });
      const winner = balls[0]! >= 5 ? 'Ball 1 · Big' : 'Ball 1 · Small';
      expect(rows.find((r) => r.line === winner)).toMatchObject({ status: 'WON', hits: 1, stake: 10 });
      expect(rows.find((r) => r.line !== winner)).toMatchObject({ status: 'LOST', win: 0, stake: 10 });
      const win = rows.find((r) => r.line === winner)!;
      expect(win.win).toBeCloseTo(10 * win.odds, 2);

      // The header balance moved by the win less the two stakes.
      await expect.poll(() => headerBalance(page)).toBeCloseTo(start - 20 + win.win, 2);
    } finally {
      await clock.reset();
    }
  });
});
