import { Center, Text } from '@mantine/core';

/** A load failure inside the viewer, in the viewer's own words (product-spec §8). */
export function ViewerMessage({ message }: { message: string }) {
  return (
    <Center h="100%" w="100%" role="alert">
      <Text c="gray.3" size="lg" ta="center">
        {message}
      </Text>
    </Center>
  );
}
