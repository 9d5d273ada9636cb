export declare const nonPagePolicy: string;
