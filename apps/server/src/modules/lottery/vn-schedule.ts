import type { TVnRegion } from '@openlobby/contracts';

/**
 * The Vietnam lottery's real weekly schedule (xổ số kiến thiết): Miền Bắc draws every day at 18:15,
 * the Central provinces at 17:15 and the South's at 16:15, Vietnam time, each province on its own
 * weekdays (0 Sunday … 6 Saturday). A brand's lottery games are seeded from this table; the back
 * office may change a game's weekdays and time later.
 */
export const VN_DRAW_TIME: Record<TVnRegion, string> = {
  NORTH: '18:15',
  CENTRAL: '17:15',
  SOUTH: '16:15',
};

/** Betting on a Vietnam draw closes this long before it (the operators' usual quarter of an hour). */
export const VN_CLOSE_BEFORE_SECONDS = 15 * 60;

export type TVnProvince = { code: string; region: TVnRegion; name: string; weekdays: number[] };

const every = [0, 1, 2, 3, 4, 5, 6];

export const VN_PROVINCES: TVnProvince[] = [
  { code: 'VN-MB', region: 'NORTH', name: 'Miền Bắc', weekdays: every },
  // Miền Trung
  { code: 'VN-TTH', region: 'CENTRAL', name: 'Thừa Thiên Huế', weekdays: [0, 1] },
  { code: 'VN-PY', region: 'CENTRAL', name: 'Phú Yên', weekdays: [1] },
  { code: 'VN-DLK', region: 'CENTRAL', name: 'Đắk Lắk', weekdays: [2] },
  { code: 'VN-QNM', region: 'CENTRAL', name: 'Quảng Nam', weekdays: [2] },
  { code: 'VN-DNG', region: 'CENTRAL', name: 'Đà Nẵng', weekdays: [3, 6] },
  { code: 'VN-KH', region: 'CENTRAL', name: 'Khánh Hòa', weekdays: [0, 3] },
  { code: 'VN-BDI', region: 'CENTRAL', name: 'Bình Định', weekdays: [4] },
  { code: 'VN-QT', region: 'CENTRAL', name: 'Quảng Trị', weekdays: [4] },
  { code: 'VN-QB', region: 'CENTRAL', name: 'Quảng Bình', weekdays: [4] },
  { code: 'VN-GL', region: 'CENTRAL', name: 'Gia Lai', weekdays: [5] },
  { code: 'VN-NT', region: 'CENTRAL', name: 'Ninh Thuận', weekdays: [5] },
  { code: 'VN-QNG', region: 'CENTRAL', name: 'Quảng Ngãi', weekdays: [6] },
  { code: 'VN-DNO', region: 'CENTRAL', name: 'Đắk Nông', weekdays: [6] },
  { code: 'VN-KT', region: 'CENTRAL', name: 'Kon Tum', weekdays: [0] },
  // Miền Nam
  { code: 'VN-HCM', region: 'SOUTH', name: 'TP. Hồ Chí Minh', weekdays: [1, 6] },
  { code: 'VN-DT', region: 'SOUTH', name: 'Đồng Tháp', weekdays: [1] },
  { code: 'VN-CM', region: 'SOUTH', name: 'Cà Mau', weekdays: [1] },
  { code: 'VN-BTR', region: 'SOUTH', name: 'Bến Tre', weekdays: [2] },
  { code: 'VN-VT', region: 'SOUTH', name: 'Vũng Tàu', weekdays: [2] },
  { code: 'VN-BL', region: 'SOUTH', name: 'Bạc Liêu', weekdays: [2] },
  { code: 'VN-DN', region: 'SOUTH', name: 'Đồng Nai', weekdays: [3] },
  { code: 'VN-CT', region: 'SOUTH', name: 'Cần Thơ', weekdays: [3] },
  { code: 'VN-ST', region: 'SOUTH', name: 'Sóc Trăng', weekdays: [3] },
  { code: 'VN-TN', region: 'SOUTH', name: 'Tây Ninh', weekdays: [4] },
  { code: 'VN-AG', region: 'SOUTH', name: 'An Giang', weekdays: [4] },
  { code: 'VN-BTH', region: 'SOUTH', name: 'Bình Thuận', weekdays: [4] },
  { code: 'VN-VL', region: 'SOUTH', name: 'Vĩnh Long', weekdays: [5] },
  { code: 'VN-BD', region: 'SOUTH', name: 'Bình Dương', weekdays: [5] },
  { code: 'VN-TV', region: 'SOUTH', name: 'Trà Vinh', weekdays: [5] },
  { code: 'VN-LA', region: 'SOUTH', name: 'Long An', weekdays: [6] },
  { code: 'VN-BP', region: 'SOUTH', name: 'Bình Phước', weekdays: [6] },
  { code: 'VN-HG', region: 'SOUTH', name: 'Hậu Giang', weekdays: [6] },
  { code: 'VN-TG', region: 'SOUTH', name: 'Tiền Giang', weekdays: [0] },
  { code: 'VN-KG', region: 'SOUTH', name: 'Kiên Giang', weekdays: [0] },
  { code: 'VN-DL', region: 'SOUTH', name: 'Đà Lạt', weekdays: [0] },
];

/** The e-lottery's fast games: a draw every 1, 3 and 5 minutes, betting closing 10 s before. */
export const ELOTT_GAMES = [
  { code: 'EL-1M', intervalSeconds: 60, names: { EN: 'Speed Lotto 1 min', VI: 'Xổ số nhanh 1 phút' } },
  { code: 'EL-3M', intervalSeconds: 180, names: { EN: 'Speed Lotto 3 min', VI: 'Xổ số nhanh 3 phút' } },
  { code: 'EL-5M', intervalSeconds: 300, names: { EN: 'Speed Lotto 5 min', VI: 'Xổ số nhanh 5 phút' } },
] as const;
export const ELOTT_CLOSE_BEFORE_SECONDS = 10;
