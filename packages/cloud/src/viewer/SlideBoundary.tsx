import { VIEWER_MESSAGES } from '@kreolab/i18n-ru';
import { Component, type ReactNode } from 'react';
import { ViewerMessage } from './ViewerMessage';

/** A slide that throws (e.g. its code failed to load) shows 'Error Loading Page'. */
export class SlideBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <ViewerMessage message={VIEWER_MESSAGES.pageError} />
    ) : (
      this.props.children
    );
  }
}
