import type { TLocalized } from '../modules/content/content.schema.ts';

/** Demo texts in English, Simplified Chinese and Thai; other languages fall back to English. */
const t = (EN: string, CN: string, TH: string): TLocalized => ({ EN, CN, TH });

export const DEMO_POPUPS: { title: TLocalized; content: TLocalized }[] = [
  [
    t('Welcome to the lobby', '欢迎来到大厅', 'ยินดีต้อนรับสู่ล็อบบี้'),
    t(
      '<p>New here? <b>Register</b> in a minute and claim your welcome bonus.</p>',
      '<p>新朋友？一分钟<b>注册</b>，领取迎新奖金。</p>',
      '<p>มาใหม่ใช่ไหม <b>สมัคร</b>ภายในหนึ่งนาทีแล้วรับโบนัสต้อนรับ</p>',
    ),
  ],
  [
    t('Weekend reload 20%', '周末充值加送20%', 'ฝากสุดสัปดาห์รับเพิ่ม 20%'),
    t(
      '<p>Every Saturday and Sunday, deposits earn a 20% bonus up to 888.</p>',
      '<p>每周六、周日充值，加送20%，最高888。</p>',
      '<p>ทุกวันเสาร์และอาทิตย์ ฝากรับโบนัส 20% สูงสุด 888</p>',
    ),
  ],
  [
    t('Daily missions are live', '每日任务上线', 'ภารกิจรายวันเปิดแล้ว'),
    t(
      '<p>Finish three missions a day to earn points for the mall.</p>',
      '<p>每天完成三个任务即可赚取积分商城积分。</p>',
      '<p>ทำภารกิจให้ครบสามอย่างต่อวันเพื่อรับแต้มไปแลกของรางวัล</p>',
    ),
  ],
  [
    t('Scheduled maintenance', '系统维护通知', 'แจ้งปิดปรับปรุงระบบ'),
    t(
      '<p>Live casino tables pause every Tuesday 03:00–04:00.</p>',
      '<p>每周二03:00–04:00真人娱乐暂停服务。</p>',
      '<p>คาสิโนสดปิดปรับปรุงทุกวันอังคาร 03:00–04:00</p>',
    ),
  ],
  [
    t('Refer a friend', '推荐好友', 'แนะนำเพื่อน'),
    t(
      '<p>Share your invite link; both of you get a reward on the first deposit.</p>',
      '<p>分享邀请链接，好友首存双方都有奖励。</p>',
      '<p>แชร์ลิงก์เชิญ รับรางวัลทั้งคู่เมื่อเพื่อนฝากครั้งแรก</p>',
    ),
  ],
  [
    t('New slots every Friday', '每周五新老虎机', 'สล็อตใหม่ทุกวันศุกร์'),
    t(
      '<p>Fresh reels from our studios land every Friday.</p>',
      '<p>每周五上线新款老虎机。</p>',
      '<p>สล็อตใหม่จากสตูดิโอของเราทุกวันศุกร์</p>',
    ),
  ],
  [
    t('Secure your account', '保护您的账户', 'รักษาความปลอดภัยบัญชี'),
    t(
      '<p>Bind your mobile number to receive login checks from new devices.</p>',
      '<p>绑定手机号，新设备登录时接收验证。</p>',
      '<p>ผูกเบอร์มือถือเพื่อรับรหัสยืนยันเมื่อเข้าสู่ระบบจากอุปกรณ์ใหม่</p>',
    ),
  ],
  [
    t('Lottery draws every 5 minutes', '彩票每5分钟开奖', 'หวยออกทุก 5 นาที'),
    t(
      '<p>Fast lottery draws run around the clock.</p>',
      '<p>快速彩票全天候开奖。</p>',
      '<p>หวยด่วนออกผลตลอด 24 ชั่วโมง</p>',
    ),
  ],
  [
    t('VIP levels upgraded', 'VIP等级升级', 'ปรับระดับ VIP ใหม่'),
    t(
      '<p>Higher levels now carry larger monthly gifts.</p>',
      '<p>更高等级享受更丰厚的月度礼金。</p>',
      '<p>ระดับที่สูงขึ้นได้รับของขวัญรายเดือนมากขึ้น</p>',
    ),
  ],
  [
    t('Play responsibly', '理性娱乐', 'เล่นอย่างรับผิดชอบ'),
    t(
      '<p>Set deposit limits in account security whenever you need them.</p>',
      '<p>可随时在账户安全中设置充值限额。</p>',
      '<p>ตั้งวงเงินฝากได้ทุกเมื่อในหน้าความปลอดภัยของบัญชี</p>',
    ),
  ],
  [
    t('App download', 'APP下载', 'ดาวน์โหลดแอป'),
    t(
      '<p>Scan the QR code in the header to install our app.</p>',
      '<p>扫描页头的二维码安装APP。</p>',
      '<p>สแกนคิวอาร์โค้ดที่ส่วนหัวเพื่อติดตั้งแอป</p>',
    ),
  ],
].map(([title, content]) => ({ title: title!, content: content! }));

export const DEMO_BANNERS = [
  t('Spin the Neon Reels', '霓虹转轴 火热开转', 'หมุนวงล้อนีออน'),
  t('Live tables, real dealers', '真人荷官 实时对局', 'โต๊ะสด ดีลเลอร์จริง'),
  t('Every match, every market', '全场赛事 全盘口', 'ทุกแมตช์ ทุกตลาด'),
];

export const DEMO_MARQUEE = [
  t(
    'Deposits and withdrawals run 24/7. Contact live chat for help at any time.',
    '充值提款24小时服务，如需帮助请随时联系在线客服。',
    'ฝากถอน 24 ชั่วโมง ติดต่อแชทสดได้ตลอดเวลา',
  ),
  t(
    'Beware of fake sites: always check the address bar before logging in.',
    '谨防钓鱼网站：登录前请核对地址栏。',
    'ระวังเว็บปลอม ตรวจสอบที่อยู่เว็บก่อนเข้าสู่ระบบทุกครั้ง',
  ),
];

export const DEMO_PROMOTIONS = [
  [
    'NEWBIE',
    t('Welcome bonus 100%', '首存100%奖金', 'โบนัสต้อนรับ 100%'),
    t(
      '<p>Double your first deposit up to 1,000.</p>',
      '<p>首存翻倍，最高1,000。</p>',
      '<p>ฝากครั้งแรกรับเพิ่มสองเท่า สูงสุด 1,000</p>',
    ),
  ],
  [
    'RNG',
    t('Slots cashback 1%', '老虎机返水1%', 'คืนยอดเสียสล็อต 1%'),
    t(
      '<p>Unlimited daily cashback on slot turnover.</p>',
      '<p>老虎机流水每日无上限返水。</p>',
      '<p>คืนยอดเล่นสล็อตทุกวันไม่จำกัด</p>',
    ),
  ],
  [
    'SPORTS',
    t('Sports parlay boost', '体育串关加成', 'เพิ่มค่าน้ำสเต็ป'),
    t(
      '<p>Parlays of five legs or more pay 10% extra.</p>',
      '<p>五串一及以上额外加赠10%。</p>',
      '<p>สเต็ปห้าคู่ขึ้นไปรับเพิ่ม 10%</p>',
    ),
  ],
  [
    'LIVE',
    t('Live casino streak', '真人连胜奖', 'รางวัลชนะติดต่อกันคาสิโนสด'),
    t(
      '<p>Win eight hands in a row for a bonus prize.</p>',
      '<p>连赢八局即可获得额外奖金。</p>',
      '<p>ชนะแปดตาติดต่อกันรับรางวัลพิเศษ</p>',
    ),
  ],
] as const;

export const DEMO_HELP = [
  [
    'about',
    t('About us', '关于我们', 'เกี่ยวกับเรา'),
    t(
      '<h3>About us</h3><p>We run an open gaming platform with fair, audited games.</p>',
      '<h3>关于我们</h3><p>我们运营公开透明、经过审计的游戏平台。</p>',
      '<h3>เกี่ยวกับเรา</h3><p>เราให้บริการแพลตฟอร์มเกมที่โปร่งใสและผ่านการตรวจสอบ</p>',
    ),
  ],
  [
    'deposit',
    t('How to deposit', '如何充值', 'วิธีฝากเงิน'),
    t(
      '<h3>How to deposit</h3><ol><li>Open Deposit.</li><li>Choose a channel and amount.</li><li>Confirm the payment.</li></ol>',
      '<h3>如何充值</h3><ol><li>打开充值。</li><li>选择渠道与金额。</li><li>确认付款。</li></ol>',
      '<h3>วิธีฝากเงิน</h3><ol><li>เปิดหน้าฝากเงิน</li><li>เลือกช่องทางและจำนวนเงิน</li><li>ยืนยันการชำระเงิน</li></ol>',
    ),
  ],
  [
    'withdraw',
    t('How to withdraw', '如何提款', 'วิธีถอนเงิน'),
    t(
      '<h3>How to withdraw</h3><p>Bind a bank account, then request a withdrawal from your wallet.</p>',
      '<h3>如何提款</h3><p>绑定银行账户后，从钱包申请提款。</p>',
      '<h3>วิธีถอนเงิน</h3><p>ผูกบัญชีธนาคาร แล้วแจ้งถอนจากกระเป๋าเงิน</p>',
    ),
  ],
  [
    'responsible',
    t('Responsible gaming', '责任博彩', 'การเล่นอย่างรับผิดชอบ'),
    t(
      '<h3>Responsible gaming</h3><p>Play for fun. Set limits and take breaks.</p>',
      '<h3>责任博彩</h3><p>娱乐为主，设定限额，适时休息。</p>',
      '<h3>การเล่นอย่างรับผิดชอบ</h3><p>เล่นเพื่อความสนุก ตั้งวงเงินและพักบ้าง</p>',
    ),
  ],
  [
    'terms',
    t('Terms and conditions', '条款与条件', 'ข้อกำหนดและเงื่อนไข'),
    t(
      '<h3>Terms</h3><p>Players must be 18 or older. One account per person.</p>',
      '<h3>条款</h3><p>玩家须年满18岁，每人限一个账户。</p>',
      '<h3>ข้อกำหนด</h3><p>ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป หนึ่งคนหนึ่งบัญชี</p>',
    ),
  ],
  [
    'privacy',
    t('Privacy policy', '隐私政策', 'นโยบายความเป็นส่วนตัว'),
    t(
      '<h3>Privacy</h3><p>We keep only the data needed to run your account.</p>',
      '<h3>隐私</h3><p>我们只保存运营账户所需的数据。</p>',
      '<h3>ความเป็นส่วนตัว</h3><p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการให้บริการบัญชีของคุณ</p>',
    ),
  ],
  [
    'faq',
    t('FAQ', '常见问题', 'คำถามที่พบบ่อย'),
    t(
      '<h3>FAQ</h3><p><b>Forgot your password?</b> Use “Forgot password” on the login window.</p>',
      '<h3>常见问题</h3><p><b>忘记密码？</b>在登录窗口点击“忘记密码”。</p>',
      '<h3>คำถามที่พบบ่อย</h3><p><b>ลืมรหัสผ่าน?</b> กด “ลืมรหัสผ่าน” ที่หน้าต่างเข้าสู่ระบบ</p>',
    ),
  ],
] as const;

export const DEMO_CUSTOMER_SERVICE = [
  {
    csPosition: -1,
    csType: 'LIVECHAT',
    title: t('VIP service', 'VIP客服', 'บริการ VIP'),
    url: 'https://chat.openlobby.example/vip',
  },
  {
    csPosition: 1,
    csType: 'LIVECHAT',
    title: t('Live chat', '在线客服', 'แชทสด'),
    url: 'https://chat.openlobby.example/widget',
  },
  {
    csPosition: 2,
    csType: 'TELEGRAM',
    title: t('Telegram', 'Telegram', 'Telegram'),
    url: 'https://t.me/openlobby_demo',
  },
  {
    csPosition: 3,
    csType: 'LINE',
    title: t('LINE', 'LINE', 'LINE'),
    url: 'https://line.me/R/ti/p/@openlobby',
  },
  {
    csPosition: 4,
    csType: 'FACEBOOK',
    title: t('Facebook', 'Facebook', 'Facebook'),
    url: 'https://m.me/openlobby.demo',
  },
] as const;
