/** Business limits shared by the browser forms and the contact server. */
export const limits = {
  /** Minimum wait between two contact submissions, in seconds. */
  resubmitWaitSeconds: 45,
  /** Message length shown by the counter and enforced on the sponsorship form, in characters. */
  messageMaxChars: 1200,
  /** Longest meta description of a page or a news post, in characters (search results cut longer ones). */
  metaDescriptionMaxChars: 200,
  /** Largest news-post cover, in bytes (the editor converts uploads to WebP of at most 1200 × 630 px). */
  blogCoverMaxBytes: 60 * 1024,
  /** Minimum length of a phone number, in characters. */
  phoneMinChars: 7,
  /** Server-side maximum length of the contact `message`, in characters. */
  serverMessageMaxChars: 5000,
  /** Server-side maximum length of every other contact field, in characters. */
  serverFieldMaxChars: 300,
  /** Maximum contact request body, in bytes (64 KB). */
  serverBodyMaxBytes: 64 * 1024,
  /** Longest `mailto:` link the forms build, in characters. */
  mailtoMaxChars: 2000,
  /** Open sponsor slots shown when the content does not say otherwise. */
  defaultOpenSponsorSlots: 2,
  /** Free trial of each app, in days. */
  appTrialDays: 30,
  /** Enquiries are kept this long before purge, in days (the privacy page says it in months: `{retentionMonths}`). */
  leadRetentionDays: 365,
  /** Reply to a sponsorship proposal, in working days. */
  sponsorProposalReplyWorkingDays: { min: 2, max: 3 },
  /** The get-to-know-you call with a club, in minutes. */
  sponsorCallMinutes: 20,
  /** Time from that call to the signed sponsorship agreement, in months. */
  sponsorAgreementMonths: { min: 1, max: 3 },
  /** The outbox counts as stalled (health check 503) when its oldest unsent lead is older than this, in minutes. */
  outboxStalledAfterMinutes: 30,
  /** Guarantee on every repair, in months from the device's return. */
  repairGuaranteeMonths: 3,
} as const;
