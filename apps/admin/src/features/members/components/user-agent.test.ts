import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

const label = (ua: string | null) => describeUserAgent(ua).label;

describe('describeUserAgent', () => {
  it('names desktop browsers with their major version and the system', () => {
    expect(
      label(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Safari/537.36',
      ),
    ).toBe('Chrome 124 · Windows 10/11');
    expect(
      label(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      ),
    ).toBe('Edge 124 · Windows 10/11');
    expect(label('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe(
      'Firefox 125 · Linux',
    );
    expect(
      label(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
      ),
    ).toBe('Safari 17 · macOS');
    expect(label('Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko')).toBe(
      'Internet Explorer 11 · Windows 7',
    );
  });

  it('tells iOS and iPadOS from macOS, with the system version', () => {
    expect(
      label(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS 17.4');
    expect(
      label(
        'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Chrome 123 · iPadOS 16.6');
  });

  it('recognises Android browsers, web views and in-app browsers before plain Chrome', () => {
    expect(
      label(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet 24 · Android 14');
    expect(
      label(
        'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36',
      ),
    ).toBe('Android WebView 122 · Android 13');
    expect(
      label(
        'Mozilla/5.0 (Linux; Android 12; V2111A Build/SP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 XWEB/4317 MMWEBSDK/20220903 Mobile Safari/537.36 MMWEBID/6170 MicroMessenger/8.0.28.2240(0x28001C35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
      ),
    ).toBe('WeChat 8 · Android 12');
  });

  it('keeps the parts it knows when only one is recognised', () => {
    expect(describeUserAgent('curl/8.4.0')).toEqual({ browser: 'curl 8', os: null, label: 'curl 8' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ),
    ).toEqual({ browser: null, os: 'iOS 17.1', label: 'iOS 17.1' });
  });

  it('shortens an unknown agent and shows a dash for none', () => {
    expect(label('SomeInternalMonitor')).toBe('SomeInternalMonitor');
    const long = 'X'.repeat(80);
    expect(label(long)).toBe(`${'X'.repeat(39)}…`);
    expect(label(long)).toHaveLength(40);
    expect(label('')).toBe('—');
    expect(label('   ')).toBe('—');
    expect(label(null)).toBe('—');
  });
});
