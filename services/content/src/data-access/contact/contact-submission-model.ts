import { Schema, type Connection } from 'mongoose';
import type { ContactInterest } from '@wsms/contracts';
import type { CreatedAt } from '@wsms/service-kit';

export interface ContactSubmissionRecord {
  name: string;
  email: string;
  interest?: ContactInterest;
  message: string;
  read?: boolean;
  /** `<created ISO>|<id>`: the inbox's order, newest first, and its page position. */
  listKey?: string;
}

const contactSubmissionSchema = new Schema<ContactSubmissionRecord & CreatedAt>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    interest: { type: String },
    message: { type: String, required: true },
    read: { type: Boolean, default: false },
    listKey: String,
  },
  { collection: 'contact_submissions', timestamps: { createdAt: true, updatedAt: false } },
);
contactSubmissionSchema.index({ createdAt: -1 });
contactSubmissionSchema.index({ listKey: -1 });

export const contactSubmissionModel = (db: Connection) => db.model('ContactSubmission', contactSubmissionSchema);

/**
 * One row per unread message (`_id` = the message's id): the inbox's unread count is a count of this
 * small collection, whose size follows the unread messages, not the history (a count is a scan on the
 * embedded database). Written after the message, removed when it is read, written again when it is
 * marked unread (an insert a unique `_id` makes idempotent).
 */
const contactUnreadSchema = new Schema<{ _id: string }>({ _id: { type: String, required: true } }, { collection: 'contact_unread', versionKey: false });
export const contactUnreadModel = (db: Connection) => db.model('ContactUnread', contactUnreadSchema);
