import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '#lib/contracts/reviews.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import { deleteReview, updateReview } from './change-review.ts';
import { createReview } from './create-review.ts';
import { markHelpful, reportReview } from './feedback.ts';
import { listForModeration, setHidden } from './moderation.ts';
import { listMyReviews, listPendingReviews } from './my-reviews.ts';
import { uploadReviewPhoto } from './photos.ts';
import { listProductReviews } from './product-reviews.ts';
import { listDeliveryReviews, listSellerReviews, replyToReview } from './seller-reviews.ts';

/** The one photo of an upload, read from the multipart body (413 past the limit). */
async function readPhoto(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'unsupported_media_type', 'errors.unsupportedMediaType');
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && file === null) file = bytes;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 'payload_too_large', 'reviews.photoTooLarge', {
        params: { size: contract.REVIEW_PHOTO_MAX_BYTES / (1024 * 1024) },
      });
    }
    throw error;
  }
  return file;
}

/** Reviews: public reads, the customer's writes, sellers' replies, delivery persons' list, moderation. */
export async function reviewsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  await app.register(multipart, {
    limits: { fileSize: contract.REVIEW_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) {
      reply.header(
        'cache-control',
        request.method === 'GET' && request.url.startsWith('/api/products/')
          ? 'no-cache'
          : 'private, no-store',
      );
    }
  });

  route(app, contract.productReviews, async (request) =>
    listProductReviews(db, request.params.id, request.query),
  );

  route(app, contract.myReviews, async (request) => listMyReviews(db, request.actor, request.query));
  route(app, contract.pendingReviews, async (request) =>
    listPendingReviews(db, request.actor, request.query),
  );

  route(app, contract.uploadReviewPhoto, async (request) => {
    // Who is asking is checked by route(); the photo is read only then.
    const file = await readPhoto(request as unknown as FastifyRequest);
    return written(request, await uploadReviewPhoto(storage, request.actor, file), 'reviews.photoSaved');
  });

  route(app, contract.storeReview, async (request) =>
    written(request, await createReview(db, storage, request.actor, request.body), 'reviews.saved'),
  );
  route(app, contract.updateReview, async (request) =>
    written(
      request,
      await updateReview(db, storage, request.actor, request.params.id, request.body),
      'reviews.updated',
    ),
  );
  route(app, contract.deleteReview, async (request) =>
    written(request, await deleteReview(db, storage, request.actor, request.params.id), 'reviews.deleted'),
  );
  route(app, contract.markHelpful, async (request) =>
    written(request, await markHelpful(db, request.actor, request.params.id), 'reviews.votedHelpful'),
  );
  route(app, contract.reportReview, async (request) =>
    written(
      request,
      await reportReview(db, request.actor, request.params.id, request.body.reason),
      'reviews.reported',
    ),
  );

  route(app, contract.sellerReviews, async (request) => listSellerReviews(db, request.actor, request.query));
  route(app, contract.replyToReview, async (request) =>
    written(
      request,
      await replyToReview(db, request.actor, request.params.id, request.body.reply),
      'reviews.replied',
    ),
  );
  route(app, contract.deliveryReviews, async (request) =>
    listDeliveryReviews(db, request.actor, request.query),
  );

  route(app, contract.adminReviews, async (request) => listForModeration(db, request.actor, request.query));
  route(app, contract.hideReview, async (request) =>
    written(
      request,
      await setHidden(db, request.actor, request.params.id, { reason: request.body.reason }),
      'reviews.hidden',
    ),
  );
  route(app, contract.restoreReview, async (request) =>
    written(request, await setHidden(db, request.actor, request.params.id, null), 'reviews.restored'),
  );
}
