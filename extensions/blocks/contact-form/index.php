<?php
/**
 * Contact Form: the form's server side, in this block's php/ (the stored responses: storage, the
 * Feedback list, CSV export, retention and privacy tools; rendering, submissions, mail, spam
 * checks, the CRM and plugin REST routes, editor data), and the rendering of the form and of
 * the twelve fields in fields/ (their one render template, fields/render.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

// The stored responses first: the others use its post type (FEEDBACK_POST_TYPE), some as they load.
require_once __DIR__ . '/php/feedback-storage.php';
require_once __DIR__ . '/php/feedback-admin.php';
require_once __DIR__ . '/php/feedback-export.php';
require_once __DIR__ . '/php/feedback-retention.php';
require_once __DIR__ . '/php/feedback-privacy.php';
require_once __DIR__ . '/php/form-definition.php';
require_once __DIR__ . '/php/rendering.php';
require_once __DIR__ . '/php/guard.php';
require_once __DIR__ . '/php/spam.php';
require_once __DIR__ . '/php/mail.php';
require_once __DIR__ . '/php/crm.php';
require_once __DIR__ . '/php/submission.php';
require_once __DIR__ . '/php/plugins-routes.php';
require_once __DIR__ . '/php/editor-data.php';
