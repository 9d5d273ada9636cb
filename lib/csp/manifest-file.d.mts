export declare const cspManifestFile: string;
