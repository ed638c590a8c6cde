<?php
/**
 * Mailchimp: the server side of the signup form. The site's own Mailchimp API key and audience
 * (Settings → Blockpack, php/settings.php), Mailchimp's Marketing API through the guarded fetch
 * (php/api.php), the editor's routes `GET /wpcom/v2/mailchimp` and `/wpcom/v2/mailchimp/groups`
 * (php/routes.php), the visitors' `POST /blockpack/v1/mailchimp/subscribe` (php/subscribe.php),
 * and the visitors' markup render.php prints (php/rendering.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Mailchimp;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/api.php';
require_once __DIR__ . '/php/settings.php';
require_once __DIR__ . '/php/routes.php';
require_once __DIR__ . '/php/subscribe.php';
require_once __DIR__ . '/php/rendering.php';
