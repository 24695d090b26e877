/**
 * `@theme/Analytics/sendAdEvent`: how the ads feature reports what became of the ad under a page's introduction
 * (sampled, `AD_DISPLAY_SAMPLE_RATE`), without knowing the commands or the queue they go through.
 */
import { adEventCommand, type AdAction } from '../../analytics';
import { sendToAnalytics } from '../../gtag';

export default function sendAdEvent(action: AdAction, label: string): void {
  sendToAnalytics(adEventCommand(action, label, Math.random));
}
