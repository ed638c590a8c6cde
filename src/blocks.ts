/**
 * Every Blockpack block. Importing this module registers them (each block's index.ts registers
 * itself from its block.json). Keep the list sorted.
 */
import '../extensions/blocks/business-hours';
import '../extensions/blocks/button';
import '../extensions/blocks/contact-form';
import '../extensions/blocks/markdown';
import '../extensions/blocks/rating-star';
