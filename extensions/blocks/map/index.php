<?php
/**
 * Map: the server side of the map block. The site's Mapbox access token (`/wpcom/v2/service-api-keys/mapbox`,
 * Settings → Blockpack), address search through our PHP (`/blockpack/v1/map/geocode`: Mapbox with
 * the token, else OpenStreetMap's Nominatim, cached and throttled), and the map source (Mapbox,
 * or open tiles without a token) handed to the editor and to visitors.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Map;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/token.php';
require_once __DIR__ . '/php/source.php';
require_once __DIR__ . '/php/geocode.php';
require_once __DIR__ . '/php/settings.php';
