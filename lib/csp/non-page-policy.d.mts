export declare const nonPagePolicy: string;
export declare const serviceWorkerPolicy: string;
