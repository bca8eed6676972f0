import { Box, Group, Progress, Text } from '@mantine/core';
import { passwordStrength, type PasswordStrengthLevel } from '../passwordStrength';
import { AUTH_TEXTS } from '../texts';

const VIEW: Record<PasswordStrengthLevel, { value: number; color: string }> = {
  weak: { value: 33, color: 'red' },
  medium: { value: 66, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
};

export interface PasswordStrengthProps {
  password: string;
  /** Links the meter to its input (aria-describedby on the input, if wanted). */
  id?: string;
}

/** The strength meter of product-spec §5: «Слабый», «Средний» or «Надёжный». Hidden while empty. */
export function PasswordStrength({ password, id }: PasswordStrengthProps) {
  if (password === '') return null;
  const level = passwordStrength(password);
  const { value, color } = VIEW[level];
  const label = AUTH_TEXTS.strength[level];
  return (
    <Box id={id} data-strength={level} aria-live="polite">
      {/* Mantine's own aria attributes would announce «33%»; the bar says the level instead. */}
      <Progress.Root size="sm">
        <Progress.Section
          value={value}
          color={color}
          withAria={false}
          role="progressbar"
          aria-label={AUTH_TEXTS.strengthLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={label}
        />
      </Progress.Root>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {AUTH_TEXTS.strengthLabel}
        </Text>
        <Text size="xs" fw={600} c={color}>
          {label}
        </Text>
      </Group>
    </Box>
  );
}
