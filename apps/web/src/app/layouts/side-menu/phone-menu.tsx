import { Drawer } from '@mantine/core';
import { useOpenerFocus } from '../../../components/ui/use-opener-focus.ts';
import { SideMenu } from './side-menu.tsx';
import { SideMenuLanes } from './side-menu-lanes.tsx';

type TProps = { opened: boolean; onClose: () => void };

/**
 * The phone's menu: a drawer with the game lanes over the side menu. A chunk of its own (the drawer
 * and the lanes' accordion), loaded when the burger is first pressed.
 */
const PhoneMenu = ({ opened, onClose }: TProps) => {
  // It mounts open the first time: the burger gets the focus back on close then too.
  const onExitTransitionEnd = useOpenerFocus(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      size={300}
      padding={0}
      withCloseButton={false}
      classNames={{ content: 'ol-drawer' }}
      title={null}
    >
      <SideMenu lanes={<SideMenuLanes />} />
    </Drawer>
  );
};

export default PhoneMenu;
