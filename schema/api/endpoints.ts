// The path of each API endpoint, written once: the server registers its routes at these paths,
// and the forms post to them (with JavaScript, and as the <form action> without it).

export const ENDPOINTS = {
  /** The Contact Us form: contact.schema.json. */
  contact: '/api/contact',
  /** The Join Us form: volunteer-application.schema.json. */
  volunteer: '/api/volunteer-simple',
  /** The File Upload Test screen: test-upload.schema.json (multipart, with the PDF). */
  testUpload: '/api/test-upload',
  /** The Donate form's first step (/donate): donation-pledge.schema.json; answers how to pay. */
  donationPledge: '/api/donations/pledge',
  /** The Donate form's second step, after paying: donation.schema.json. */
  donation: '/api/donations',
} as const;

export type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];
