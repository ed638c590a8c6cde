<?php
/**
 * Revue front end: nothing. Revue closed in January 2023, so the form (and its link to the
 * Revue profile) is no longer shown to visitors; the block stays in the content, and in the
 * editor, where a notice says so.
 *
 * @package Blockpack
 */

defined( 'ABSPATH' ) || exit;
