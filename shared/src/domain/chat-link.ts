import { siteConfig } from '@shop/shared/config';

/** The chat-app link that opens a conversation with the shop, with the message pre-filled. */
export function chatLink(message: string): string {
  return `https://wa.me/${siteConfig.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
