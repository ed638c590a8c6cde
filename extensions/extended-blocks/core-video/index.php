<?php
/**
 * Video: the server side of Blockpack's extension of core's Video block. The site hosts its
 * videos itself: the editor uploads them with the tus 1.0.0 protocol to our own REST routes
 * (php/tus-server.php), which keep each upload in the database and the uploads folder
 * (php/upload-store.php), so that an upload survives dropped connections and resumes on any of
 * several web servers; a finished upload joins the media library. A video's text tracks are
 * WebVTT files kept beside it (php/tracks.php). Settings → Blockpack → Video sets the largest
 * upload (php/settings.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/settings.php';
require_once __DIR__ . '/php/upload-store.php';
require_once __DIR__ . '/php/tus-server.php';
require_once __DIR__ . '/php/tracks.php';
