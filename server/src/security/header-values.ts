/** Security header values shared by the hook and the bare replies (docs/server.md, "Security headers"). */

/** HSTS value: two years, subdomains too. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** Features turned off (empty allow-list), in the spelling Chromium recognises without warnings. */
export const disabledFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** `Permissions-Policy` value: `camera=(), microphone=(), …`. */
export const PERMISSIONS_POLICY = disabledFeatures.map((f) => `${f}=()`).join(', ');
