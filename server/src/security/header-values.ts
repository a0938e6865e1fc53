/** Security header values, written into the build's URL rules for every answer (docs/server.md, "Security headers"). */

/** Headers every answer carries, pages, files, redirects and the API alike (the CSP and `Permissions-Policy` come apart). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

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
