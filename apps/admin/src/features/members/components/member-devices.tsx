import { Badge, Code, Table, Text, Tooltip } from '@mantine/core';
import type { TMemberDevice } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { describeUserAgent } from './user-agent.ts';

type TKind = TMemberDevice['kind'];

const KIND_COLORS: Record<TKind, string> = { desktop: 'ops', mobile: 'teal', tablet: 'grape', other: 'gray' };

/** Outline glyphs of a monitor, a phone, a tablet and a generic device. */
const KIND_PATHS: Record<TKind, string> = {
  desktop:
    'M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h16V6H4Z',
  mobile:
    'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v16h8V4H8Zm3 13h2v2h-2v-2Z',
  tablet:
    'M5 2h14a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v16h14V4H5Zm6 13h2v2h-2v-2Z',
  other:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 11h2v2h-2v-2Zm0-8h2v6h-2V7Z',
};

/** The kind of a device as a coloured badge with its glyph. */
export const DeviceKindBadge = ({ kind }: { kind: TKind }) => {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={KIND_COLORS[kind]}
      radius="sm"
      leftSection={
        <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d={KIND_PATHS[kind]} />
        </svg>
      }
      data-kind={kind}
    >
      {t(`memberDevices.kinds.${kind}`)}
    </Badge>
  );
};

/** The member's devices from their sessions: kind, browser and system, last IP, when and how often seen. */
export const MemberDevices = ({ devices }: { devices: readonly TMemberDevice[] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table className="ol-table" data-testid="member-devices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('memberDevices.kind')}</Table.Th>
            <Table.Th>{t('memberDevices.browser')}</Table.Th>
            <Table.Th>{t('memberDevices.lastIp')}</Table.Th>
            <Table.Th>{t('memberDevices.firstSeen')}</Table.Th>
            <Table.Th>{t('memberDevices.lastSeen')}</Table.Th>
            <Table.Th ta="right">{t('memberDevices.sessions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {devices.map((d, i) => {
            const ua = describeUserAgent(d.userAgent);
            return (
              <Table.Tr key={`${i}-${d.userAgent}`} data-testid={`member-device-${i}`} data-kind={d.kind}>
                <Table.Td>
                  <DeviceKindBadge kind={d.kind} />
                </Table.Td>
                <Table.Td>
                  <Tooltip
                    label={d.userAgent || t('memberDevices.noUserAgent')}
                    multiline
                    w={420}
                    withArrow
                    openDelay={200}
                    events={{ hover: true, focus: true, touch: true }}
                  >
                    <Text
                      size="sm"
                      lineClamp={1}
                      tabIndex={0}
                      className="ol-nowrap"
                      data-testid={`member-device-ua-${i}`}
                    >
                      {ua.label}
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>{d.lastIp ? <Code>{d.lastIp}</Code> : '—'}</Table.Td>
                <Table.Td className="ol-nowrap">{formatDateTime(d.firstSeenAt, locale)}</Table.Td>
                <Table.Td className="ol-nowrap">{formatDateTime(d.lastSeenAt, locale)}</Table.Td>
                <Table.Td ta="right">{formatNumber(d.sessions, locale)}</Table.Td>
              </Table.Tr>
            );
          })}
          {devices.length === 0 && <EmptyRow colSpan={6} label={t('memberDevices.empty')} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
