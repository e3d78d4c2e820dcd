import { Center, Loader } from '@mantine/core';

/** While the stored session is being restored. */
export const Splash = () => (
  <Center h="100vh" data-testid="admin-splash">
    <Loader />
  </Center>
);
