// A session's readable device (issue 26): the browser and the system the User-Agent names at sign-in,
// as staff and the member see it beside the session (Chrome · Windows, Safari · iOS). Parsed with bowser.
import Bowser from 'bowser';

export const DEVICE_NAME_MAX_LENGTH = 80;

/** '' when there is no User-Agent or nothing in it is known. */
export function deviceNameOf(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  return [browser.name, os.name]
    .filter((part): part is string => Boolean(part))
    .join(' · ')
    .slice(0, DEVICE_NAME_MAX_LENGTH);
}
