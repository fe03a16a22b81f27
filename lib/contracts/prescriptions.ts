import { z } from 'zod';
import { CUSTOMERS } from './access.ts';
import { idParam, listOf, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { plainText } from './text.ts';

/** Largest prescription file accepted. */
export const PRESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted kinds, recognised from the file's bytes, never from its name. */
export const PRESCRIPTION_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The text fields of the upload form (sent as multipart/form-data with a `file` part). */
export const prescriptionFields = z.object({
  title: plainText(z.string().trim().min(2, 'validation.required').max(120)),
  patient_name: plainText(z.string().trim().min(2, 'validation.required').max(100)),
  patient_age: z.coerce.number().int('validation.notInteger').min(0).max(130),
  /** Spec §9 genders: 1 Male, 2 Female, 3 Common, 4 Not Mentioned. */
  patient_gender: z.coerce.number().int().min(1).max(4),
});
export type PrescriptionFields = z.input<typeof prescriptionFields>;

export const prescriptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  patient_name: z.string(),
  patient_age: z.number().int(),
  patient_gender: z.number().int(),
  content_type: z.enum(PRESCRIPTION_TYPES),
  size: z.number().int(),
  /** Where the owner (and, for attached orders, the seller and admins) can open the file. */
  file_url: z.string(),
  created_at: z.string(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const listPrescriptions = endpoint({
  method: 'GET',
  path: '/api/prescriptions',
  summary: 'The signed-in customer’s prescriptions, newest first',
  tags: ['prescriptions'],
  access: CUSTOMERS,
  response: listOf(prescriptionSchema),
});

/** Registered by hand (multipart); this definition documents it and lets the client call it. */
export const storePrescription = endpoint({
  method: 'POST',
  path: '/api/prescriptions/store',
  summary:
    'Upload a prescription (multipart: the fields above and a `file` part, image or PDF, at most 5 MB)',
  tags: ['prescriptions'],
  access: CUSTOMERS,
  response: writeResult(prescriptionSchema),
  status: 201,
});

export const deletePrescription = endpoint({
  method: 'POST',
  path: '/api/prescriptions/delete/:id',
  summary: 'Remove one of the customer’s own prescriptions (not one attached to an order)',
  tags: ['prescriptions'],
  access: CUSTOMERS,
  params: idParam,
  response: writeResult(z.object({ id: z.number().int() })),
});

/** GET /api/prescriptions/:id/file streams the file to the owner, the order's seller and admins. */
export const PRESCRIPTION_FILE_PATH = '/api/prescriptions/:id/file';
