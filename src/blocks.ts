/**
 * Every Blockpack block. Importing this module registers them (each block's index.ts registers
 * itself from its block.json). Keep the list sorted.
 */
import '../extensions/blocks/address';
import '../extensions/blocks/business-hours';
import '../extensions/blocks/button';
import '../extensions/blocks/calendly';
import '../extensions/blocks/contact-form';
import '../extensions/blocks/contact-info';
import '../extensions/blocks/donations';
import '../extensions/blocks/email';
import '../extensions/blocks/eventbrite';
import '../extensions/blocks/field-checkbox';
import '../extensions/blocks/field-checkbox-multiple';
import '../extensions/blocks/field-consent';
import '../extensions/blocks/field-date';
import '../extensions/blocks/field-email';
import '../extensions/blocks/field-name';
import '../extensions/blocks/field-radio';
import '../extensions/blocks/field-select';
import '../extensions/blocks/field-telephone';
import '../extensions/blocks/field-text';
import '../extensions/blocks/field-textarea';
import '../extensions/blocks/field-url';
import '../extensions/blocks/gif';
import '../extensions/blocks/google-calendar';
import '../extensions/blocks/markdown';
import '../extensions/blocks/name';
import '../extensions/blocks/opentable';
import '../extensions/blocks/phone';
import '../extensions/blocks/pinterest';
import '../extensions/blocks/rating-star';
import '../extensions/blocks/simple-payments';
