export declare const serviceWorkerPath: string;
export declare const serviceWorkerCacheControl: string;
