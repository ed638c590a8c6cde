export interface RepeatVisitorAttributes extends Record< string, unknown > {
	criteria: string;
	threshold: number;
}
