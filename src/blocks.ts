/**
 * Every Blockpack block. Importing this module registers them (each block's index.ts registers
 * itself from its block.json; contact-form/fields registers the twelve fields,
 * contact-info/children the four details). Keep the list
 * sorted, children after their parent.
 */
import '../extensions/blocks/business-hours';
import '../extensions/blocks/button';
import '../extensions/blocks/calendly';
import '../extensions/blocks/contact-form';
import '../extensions/blocks/contact-form/fields';
import '../extensions/blocks/contact-info';
import '../extensions/blocks/contact-info/children/index';
import '../extensions/blocks/donations';
import '../extensions/blocks/eventbrite';
import '../extensions/blocks/gif';
import '../extensions/blocks/google-calendar';
import '../extensions/blocks/instagram-gallery';
import '../extensions/blocks/mailchimp';
import '../extensions/blocks/map';
import '../extensions/blocks/markdown';
import '../extensions/blocks/opentable';
import '../extensions/blocks/pinterest';
import '../extensions/blocks/rating-star';
import '../extensions/blocks/related-posts';
import '../extensions/blocks/repeat-visitor';
import '../extensions/blocks/revue';
import '../extensions/blocks/simple-payments';
import '../extensions/blocks/slideshow';
import '../extensions/blocks/tiled-gallery';
import '../extensions/blocks/videopress-video';
import '../extensions/blocks/wordads';
