/**
 * The game page's script. It reads its data from the JSON boot block, writes only through
 * textContent (never innerHTML) and asks the server for every outcome: the browser only animates.
 */
export const GAME_PAGE_SCRIPT = `
(function () {
  var boot = JSON.parse(document.getElementById('boot').textContent);
  var base = location.pathname.replace(/\\/+$/, '');
  var balance = BigInt(boot.balanceMinor);
  var stake = BigInt(boot.chips[0]);
  var busy = false;
  var el = function (id) { return document.getElementById(id); };
  var labels = {};
  boot.choices.forEach(function (c) { labels[c.value] = c.label; });

  function fmt(minor) {
    var negative = minor < 0n;
    var s = (negative ? -minor : minor).toString();
    while (s.length < boot.digits + 1) s = '0' + s;
    var whole = s.slice(0, s.length - boot.digits).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return (negative ? '-' : '') + whole + (boot.digits ? '.' + s.slice(s.length - boot.digits) : '');
  }

  function say(text, tone) {
    var r = el('result');
    r.textContent = text;
    r.className = 'result' + (tone ? ' ' + tone : '');
  }

  function setBalance(next) {
    var b = el('balance');
    b.classList.remove('up', 'down');
    if (next !== balance) b.classList.add(next > balance ? 'up' : 'down');
    balance = next;
    b.textContent = fmt(balance);
    setTimeout(function () { b.classList.remove('up', 'down'); }, 900);
    render();
  }

  function render() {
    el('stake').textContent = fmt(stake);
    el('notice').hidden = balance > 0n;
    document.querySelectorAll('.chip').forEach(function (b) { b.disabled = busy; });
    el('clear').disabled = busy || stake === 0n;
    document.querySelectorAll('.choice').forEach(function (b) {
      b.disabled = busy || stake === 0n || stake > balance;
    });
  }

  function renderHistory(history) {
    var list = el('history');
    list.replaceChildren();
    el('no-history').hidden = history.length > 0;
    history.forEach(function (h) {
      var li = document.createElement('li');
      var what = document.createElement('span');
      what.textContent = (labels[h.choice] || h.choice) + ' · ' + h.outcomeLabel;
      var money = document.createElement('span');
      money.className = h.won ? 'win' : 'lose';
      money.textContent = h.won
        ? '+' + fmt(BigInt(h.payoutMinor) - BigInt(h.stakeMinor))
        : '-' + fmt(BigInt(h.stakeMinor));
      li.append(what, money);
      list.append(li);
    });
  }

  function animate(done) {
    var face = el('face');
    if (boot.kind === 'dice') {
      face.classList.add('rolling');
      var spin = setInterval(function () { face.textContent = String(1 + Math.floor(Math.random() * 100)); }, 70);
      setTimeout(function () { clearInterval(spin); face.classList.remove('rolling'); done(); }, 800);
    } else {
      face.classList.remove('flip');
      void face.offsetWidth;
      face.classList.add('flip');
      setTimeout(function () { face.textContent = '?'; }, 150);
      setTimeout(done, 600);
    }
  }

  var problems = {
    INSUFFICIENT_FUNDS: 'Your stake is above your balance.',
    SESSION_NOT_FOUND: 'This game session has ended. Relaunch the game from the lobby.',
  };

  function play(choice) {
    if (busy || stake === 0n) return;
    if (stake > balance) { say(problems.INSUFFICIENT_FUNDS, 'warn'); return; }
    busy = true;
    render();
    say('');
    var answer = fetch(base + '/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stakeMinor: stake.toString(), choice: choice }),
    }).then(function (r) { return r.json(); });
    var shown = new Promise(function (resolve) { animate(resolve); });
    Promise.all([answer, shown]).then(function (all) {
      var a = all[0];
      if (!a.ok) {
        say(problems[a.code] || 'The round could not be played (' + a.code + ').', 'warn');
        refresh();
        return;
      }
      el('face').textContent = a.outcomeLabel;
      var net = BigInt(a.payoutMinor) - BigInt(a.stakeMinor);
      say(a.won ? 'You win ' + fmt(BigInt(a.payoutMinor)) + ' (+' + fmt(net) + ')' : 'No win this time', a.won ? 'win' : 'lose');
      renderHistory(a.history);
      setBalance(BigInt(a.balanceMinor));
    }).catch(function () {
      say('The connection was lost. Your balance is being checked.', 'warn');
      refresh();
    }).finally(function () { busy = false; render(); });
  }

  function refresh() {
    fetch(base + '/state').then(function (r) { return r.json(); }).then(function (s) {
      if (s.ok && !busy) { renderHistory(s.history); setBalance(BigInt(s.balanceMinor)); }
      else if (!s.ok) say(problems[s.code] || s.message, 'warn');
    }).catch(function () {});
  }

  boot.chips.forEach(function (value) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'chip';
    b.textContent = fmt(BigInt(value)).replace(/\\.0+$/, '');
    b.addEventListener('click', function () { stake += BigInt(value); render(); });
    el('chips').append(b);
  });
  el('clear').addEventListener('click', function () { stake = 0n; render(); });
  boot.choices.forEach(function (c) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'choice';
    b.dataset.choice = c.value;
    b.textContent = c.label;
    var pays = document.createElement('small');
    pays.textContent = 'pays ' + c.pays + '×';
    b.append(pays);
    b.addEventListener('click', function () { play(c.value); });
    el('choices').append(b);
  });
  document.addEventListener('visibilitychange', function () { if (!document.hidden) refresh(); });
  setInterval(function () { if (!document.hidden) refresh(); }, 15000);
  renderHistory(boot.history);
  render();
})();
`;
