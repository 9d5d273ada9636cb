export declare const searchIndexDir: string;
