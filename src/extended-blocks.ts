/**
 * Extensions of core blocks: block variations, transforms and filters that are not blocks of
 * their own. Importing this module registers them. Keep the list sorted.
 */
import '../extensions/extended-blocks/core-embed';
import '../extensions/extended-blocks/core-video';
import '../extensions/extended-blocks/external-media';
import '../extensions/extended-blocks/social-icons-widget';

export {};
