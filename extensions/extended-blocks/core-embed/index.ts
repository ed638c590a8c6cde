/**
 * Embed variants of `core/embed`: Descript, Facebook, Instagram, Loom and SmartFrame, created
 * by pasting a link (core's embed block picks the variation whose patterns match).
 */
import { addEmbedVariationsWhenRegistered } from './register';

addEmbedVariationsWhenRegistered();
