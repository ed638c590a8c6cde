<?php
/**
 * External media: the server side of the picker that copies pictures from outside services into
 * the site's media library. Each service is a source (php/sources.php: the interface, the
 * registry, and the base of the sources that use site settings only; php/openverse.php,
 * php/pexels.php, php/google-photos.php with its OAuth flow in php/google-oauth.php), called
 * from our PHP with the site owner's own keys (or none, for Openverse) through the guarded fetch
 * (php/service.php). The editor's routes keep Jetpack's shapes (php/routes.php); the copy looks
 * each item up by its id at the service and downloads the service's own address, size- and
 * type-checked, into the library with its credit (php/copy.php, php/credit.php). Settings →
 * Blockpack → External media turns each source off and holds the keys (php/settings.php); the
 * editor learns the usable sources from `window.blockpackEditor.externalMedia`
 * (php/editor-data.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/sources.php';
require_once __DIR__ . '/php/service.php';
require_once __DIR__ . '/php/credit.php';
require_once __DIR__ . '/php/openverse.php';
require_once __DIR__ . '/php/pexels.php';
require_once __DIR__ . '/php/google-photos.php';
require_once __DIR__ . '/php/google-oauth.php';
require_once __DIR__ . '/php/settings.php';
require_once __DIR__ . '/php/copy.php';
require_once __DIR__ . '/php/routes.php';
require_once __DIR__ . '/php/editor-data.php';
