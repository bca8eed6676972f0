import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { AUTH_TEXTS } from '../texts';

/**
 * A password input whose show/hide toggle is focusable and says what it will do. It also
 * marks the input aria-invalid on error, which Mantine's PasswordInput does not do itself.
 */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? AUTH_TEXTS.hidePassword : AUTH_TEXTS.showPassword,
      }}
    />
  );
}
