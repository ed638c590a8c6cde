<?php
/**
 * Latest Instagram Posts: the server side of `jetpack/instagram-gallery`. The site owner's own
 * Instagram app (Instagram API with Instagram Login, for professional accounts) on Settings →
 * Blockpack; connections kept in the database (tokens never leave PHP), connected through a popup
 * on this site or from a pasted long-lived token; tokens refreshed daily before they expire; the
 * gallery cached for an hour, with a last good copy served when Instagram fails; the routes the
 * editor reads (`/wpcom/v2/instagram-gallery/…`, Jetpack's) and the grid visitors see.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/instagram.php';
require_once __DIR__ . '/php/connections.php';
require_once __DIR__ . '/php/gallery.php';
require_once __DIR__ . '/php/markup.php';
require_once __DIR__ . '/php/oauth.php';
require_once __DIR__ . '/php/refresh.php';
require_once __DIR__ . '/php/routes.php';
require_once __DIR__ . '/php/settings.php';
