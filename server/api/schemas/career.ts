/** One opening as the website reads it (src/browser/components/api.ts `Career`); empty details are left out. */
export interface CareerItem {
  _id: string;
  jobTitle: string;
  location?: string;
  employmentType?: string;
  experience?: string;
  description?: string;
}

// Serialising through a schema means a column added later is never sent by accident.
export const careersResponseSchema = {
  200: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['_id', 'jobTitle'],
          properties: {
            _id: { type: 'string' },
            jobTitle: { type: 'string' },
            location: { type: 'string' },
            employmentType: { type: 'string' },
            experience: { type: 'string' },
            description: { type: 'string' },
          },
        },
      },
    },
  },
} as const;
