/**
 * What fetch() resolves to in unit tests of visitors' scripts: only the parts they read.
 */

export interface FakeAnswer {
	status: number;
	/** The JSON body; without it, the body is not JSON (an HTML page). */
	json?: unknown;
	/** The text body. */
	text?: string;
}

/**
 * A fetch() answer.
 *
 * @param answer Status and body.
 * @return The answer, typed as a Response.
 */
export function fakeResponse( answer: FakeAnswer ): Response {
	const response = {
		ok: answer.status >= 200 && answer.status < 300,
		status: answer.status,
		json: () =>
			'json' in answer
				? Promise.resolve( answer.json )
				: Promise.reject( new SyntaxError( 'Unexpected token <' ) ),
		text: () => Promise.resolve( answer.text ?? '' ),
		clone: () => fakeResponse( answer ),
	};
	return response as unknown as Response;
}
