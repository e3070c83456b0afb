/**
 * GENERATED FILE: do not edit. The Inkwell API as its routes declare it (every path below is under
 * /api, the client's base URL), written by openapi-typescript from the server's OpenAPI document.
 * Regenerate after changing a route or its schema: npm run api:types
 * (src/server/openapi-types.test.ts fails until this file matches the routes).
 */

export interface paths {
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                subscription_tier: "free" | "basic" | "pro" | "enterprise";
                                created_at: string;
                                lifetime: boolean;
                                has_password: boolean;
                                google_linked: boolean;
                                timezone: string | null;
                                usage_counts: {
                                    video_scripts: number;
                                    blog_posts: number;
                                    social_posts: number;
                                    newsletters: number;
                                    summaries: number;
                                    humanizations: number;
                                    transcription_minutes: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                subscription_tier: "free" | "basic" | "pro" | "enterprise";
                                created_at: string;
                                lifetime: boolean;
                                has_password: boolean;
                                google_linked: boolean;
                                timezone: string | null;
                                usage_counts: {
                                    video_scripts: number;
                                    blog_posts: number;
                                    social_posts: number;
                                    newsletters: number;
                                    summaries: number;
                                    humanizations: number;
                                    transcription_minutes: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                subscription_tier: "free" | "basic" | "pro" | "enterprise";
                                created_at: string;
                                lifetime: boolean;
                                has_password: boolean;
                                google_linked: boolean;
                                timezone: string | null;
                                usage_counts: {
                                    video_scripts: number;
                                    blog_posts: number;
                                    social_posts: number;
                                    newsletters: number;
                                    summaries: number;
                                    humanizations: number;
                                    transcription_minutes: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            subscription_tier: "free" | "basic" | "pro" | "enterprise";
                            created_at: string;
                            lifetime: boolean;
                            has_password: boolean;
                            google_linked: boolean;
                            timezone: string | null;
                            usage_counts: {
                                video_scripts: number;
                                blog_posts: number;
                                social_posts: number;
                                newsletters: number;
                                summaries: number;
                                humanizations: number;
                                transcription_minutes: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        current_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    plan_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session_id: string;
                            checkout_url: string;
                            /** @enum {string} */
                            provider: "demo" | "stripe";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/status/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session_id: string;
                            /** @enum {string} */
                            payment_status: "paid" | "unpaid" | "no_payment_required" | "expired" | "refunded";
                            /** @enum {string} */
                            plan_id: "free" | "basic" | "pro" | "enterprise";
                            detail?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            tier: "free" | "basic" | "pro" | "enterprise";
                            /** @enum {string|null} */
                            provider: "demo" | "stripe" | null;
                            status: string | null;
                            current_period_end: string | null;
                            cancel_at_period_end: boolean;
                            cancel_at: string | null;
                            lifetime: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/cancel-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            current_period_end: string | null;
                            cancel_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/resume-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            current_period_end: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The template library of each content kind (optionally of one `kind`), with whether the caller's plan may use each template and the cheapest plan that unlocks it. Send a template's id as `template` on a generation request; each kind's standard template is for every plan, the others for Basic and above. */
        get: {
            parameters: {
                query?: {
                    kind?: "video_script" | "blog_post" | "social_media" | "newsletter";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            templates: {
                                id: string;
                                /** @enum {string} */
                                kind: "video_script" | "blog_post" | "social_media" | "newsletter";
                                name: string;
                                description: string;
                                default: boolean;
                                plans: ("free" | "basic" | "pro" | "enterprise")[];
                                sections: string[];
                                available: boolean;
                                /** @enum {string} */
                                unlocked_by: "free" | "basic" | "pro" | "enterprise";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The creator’s webhook endpoints, newest first. Enterprise plan only (403 otherwise). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                events: ("content.created" | "summary.created" | "publication.succeeded" | "publication.failed" | "post.scheduled" | "post.published" | "post.failed")[];
                                created_at: string;
                                disabled_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Registers an endpoint for some of the events `content.created`, `summary.created`, `publication.succeeded`, `publication.failed`, `post.scheduled`, `post.published`, `post.failed`. The URL must be https and on the public internet (422 otherwise). The answer carries the signing `secret` (`whsec_…`), shown this once. At most 10 endpoints per account (409 beyond). Each delivery is a POST of `{type, timestamp, data}` signed the Standard Webhooks way: headers `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the bytes of the base64 after `whsec_`. A 2xx answer is success; anything else is retried with back-off (1 min, 5 min, 30 min, 2 h, 5 h, 10 h); 410 Gone turns the endpoint off. Enterprise plan only (403 otherwise). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description An https address on the public internet.
                         * @example https://hooks.example.com/inkwell
                         */
                        url: string;
                        /**
                         * @description The events this endpoint receives.
                         * @example [
                         *       "content.created",
                         *       "publication.succeeded"
                         *     ]
                         */
                        events: ("content.created" | "summary.created" | "publication.succeeded" | "publication.failed" | "post.scheduled" | "post.published" | "post.failed")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            events: ("content.created" | "summary.created" | "publication.succeeded" | "publication.failed" | "post.scheduled" | "post.published" | "post.failed")[];
                            created_at: string;
                            disabled_at: string | null;
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes an endpoint with its delivery log; nothing more is sent to it. Open to every plan, so that a creator who left Enterprise can take their endpoints down. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The endpoint’s latest 100 deliveries, newest first: event, status, the last response code, attempts and times. Enterprise plan only (403 otherwise). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                /** Format: uuid */
                                id: string;
                                event_id: string;
                                event: string;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                response_status: number | null;
                                attempts: number;
                                error: string | null;
                                created_at: string;
                                delivered_at: string | null;
                                next_attempt_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues a `webhook.test` event to this endpoint (whatever events it subscribed to) and answers 202 with the delivery’s id; its outcome shows in the delivery log. An endpoint turned off by a 410 Gone is turned back on. Enterprise plan only (403 otherwise). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            delivery_id: string;
                            event_id: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brand voices
         * @description Your brand voices, the default first, then by name, and how many your plan lets you keep (`limit`, null: no cap). A voice's `id` is the `voice_id` a generation takes. Works with an API key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            voices: {
                                id: string;
                                name: string;
                                description: string;
                                samples: string[];
                                avoid: string[];
                                prefer: string[];
                                /** @enum {string} */
                                emoji: "none" | "sparing" | "frequent";
                                /** @enum {string} */
                                hashtags: "none" | "few" | "platform";
                                own_hashtags: string[];
                                sign_off: string;
                                is_default: boolean;
                                created_at: string;
                                updated_at: string;
                            }[];
                            limit: number | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Save a brand voice
         * @description Saves a voice to write in. Your first voice becomes your default; `is_default: true` makes a later one the default instead. At your plan's number of voices the answer is 403 (Free 1, Basic 3, Pro 10, Enterprise no cap). Signed-in session only: an API key gets 403.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example Warm and nerdy */
                        name: string;
                        /**
                         * @default
                         * @example warm, direct, a little nerdy
                         */
                        description?: string;
                        /** @default [] */
                        samples?: string[];
                        /** @default [] */
                        avoid?: string[];
                        /** @default [] */
                        prefer?: string[];
                        /**
                         * @default sparing
                         * @enum {string}
                         */
                        emoji?: "none" | "sparing" | "frequent";
                        /**
                         * @default platform
                         * @enum {string}
                         */
                        hashtags?: "none" | "few" | "platform";
                        own_hashtags?: string[];
                        /** @default  */
                        sign_off?: string;
                        /** @default false */
                        is_default?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            samples: string[];
                            avoid: string[];
                            prefer: string[];
                            /** @enum {string} */
                            emoji: "none" | "sparing" | "frequent";
                            /** @enum {string} */
                            hashtags: "none" | "few" | "platform";
                            own_hashtags: string[];
                            sign_off: string;
                            is_default: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a brand voice
         * @description One of your brand voices. Works with an API key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voice's id (GET /api/voices). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            samples: string[];
                            avoid: string[];
                            prefer: string[];
                            /** @enum {string} */
                            emoji: "none" | "sparing" | "frequent";
                            /** @enum {string} */
                            hashtags: "none" | "few" | "platform";
                            own_hashtags: string[];
                            sign_off: string;
                            is_default: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a brand voice
         * @description Deletes the voice on any plan. Deleting your default voice leaves you with no default until you choose one. Signed-in session only: an API key gets 403.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voice's id (GET /api/voices). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a brand voice
         * @description Changes the fields sent; the others stay. `is_default: true` makes it your default voice and unsets the previous one. Signed-in session only: an API key gets 403.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The voice's id (GET /api/voices). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example Warm and nerdy */
                        name?: string;
                        /** @example warm, direct, a little nerdy */
                        description?: string;
                        samples?: string[];
                        avoid?: string[];
                        prefer?: string[];
                        /** @enum {string} */
                        emoji?: "none" | "sparing" | "frequent";
                        /** @enum {string} */
                        hashtags?: "none" | "few" | "platform";
                        own_hashtags?: string[];
                        sign_off?: string;
                        is_default?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            samples: string[];
                            avoid: string[];
                            prefer: string[];
                            /** @enum {string} */
                            emoji: "none" | "sparing" | "frequent";
                            /** @enum {string} */
                            hashtags: "none" | "few" | "platform";
                            own_hashtags: string[];
                            sign_off: string;
                            is_default: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/content/video-script": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Generates a draft. With Accept: text/event-stream the text streams as server-sent events (delta, replace, done, error). A user may run a few generations and streams at once; beyond that the answer is 429. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        topic: string;
                        source?: string;
                        /**
                         * @description A template id of this kind (GET /api/templates?kind=…); video.standard is for every plan.
                         * @example video.standard
                         */
                        template?: string;
                        /**
                         * Format: uuid
                         * @description A voice of yours (GET /api/voices); absent: your default voice, if you have one.
                         */
                        voice_id?: string;
                        /**
                         * @default youtube
                         * @enum {string}
                         */
                        platform?: "youtube" | "tiktok" | "reels";
                        /** @default  */
                        target_audience?: string;
                        /**
                         * @default engaging
                         * @enum {string}
                         */
                        tone?: "engaging" | "funny" | "educational" | "inspiring" | "professional";
                        /**
                         * @default medium
                         * @enum {string}
                         */
                        duration?: "short" | "medium" | "long";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            content: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/blog-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Generates a draft. With Accept: text/event-stream the text streams as server-sent events (delta, replace, done, error). A user may run a few generations and streams at once; beyond that the answer is 429. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        topic: string;
                        source?: string;
                        /**
                         * @description A template id of this kind (GET /api/templates?kind=…); blog.standard is for every plan.
                         * @example blog.standard
                         */
                        template?: string;
                        /**
                         * Format: uuid
                         * @description A voice of yours (GET /api/voices); absent: your default voice, if you have one.
                         */
                        voice_id?: string;
                        /** @default [] */
                        target_keywords?: string[] | string;
                        /** @default  */
                        target_audience?: string;
                        /** @default 1000 */
                        word_count?: number;
                        /**
                         * @default professional
                         * @enum {string}
                         */
                        tone?: "professional" | "casual" | "technical" | "friendly";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            content: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/social-media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Generates a draft. With Accept: text/event-stream the text streams as server-sent events (delta, replace, done, error). A user may run a few generations and streams at once; beyond that the answer is 429. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        topic: string;
                        source?: string;
                        /**
                         * @description A template id of this kind (GET /api/templates?kind=…); social.standard is for every plan.
                         * @example social.standard
                         */
                        template?: string;
                        /**
                         * Format: uuid
                         * @description A voice of yours (GET /api/voices); absent: your default voice, if you have one.
                         */
                        voice_id?: string;
                        /**
                         * @default twitter
                         * @enum {string}
                         */
                        platform?: "twitter" | "linkedin" | "instagram" | "facebook" | "tiktok";
                        /**
                         * @default casual
                         * @enum {string}
                         */
                        tone?: "casual" | "professional" | "funny" | "inspiring" | "educational";
                        /** @default true */
                        include_hashtags?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            content: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Generates a draft. With Accept: text/event-stream the text streams as server-sent events (delta, replace, done, error). A user may run a few generations and streams at once; beyond that the answer is 429. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        topic: string;
                        source?: string;
                        /**
                         * @description A template id of this kind (GET /api/templates?kind=…); newsletter.standard is for every plan.
                         * @example newsletter.standard
                         */
                        template?: string;
                        /**
                         * Format: uuid
                         * @description A voice of yours (GET /api/voices); absent: your default voice, if you have one.
                         */
                        voice_id?: string;
                        /** @default  */
                        target_audience?: string;
                        /** @default [] */
                        sections?: string[] | string;
                        /**
                         * @default professional
                         * @enum {string}
                         */
                        tone?: "professional" | "casual" | "friendly" | "authoritative";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            content: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/ai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the AI settings
         * @description Which engine and model drafts are written with, where that comes from (the environment wins when it configures a provider), and what was saved here. The API key is never sent back: only whether one is saved and its last four characters. The owner account only (OWNER_EMAIL); any other account is answered 403.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            source: "environment" | "app" | "offline";
                            environment: {
                                /** @enum {string} */
                                provider: "offline" | "openai" | "openai-compatible" | "anthropic";
                                model: string;
                                base_url: string | null;
                            } | null;
                            saved: {
                                /** @enum {string} */
                                provider: "openai" | "anthropic" | "openai-compatible";
                                base_url: string;
                                model: string;
                                has_key: boolean;
                                key_hint: string | null;
                                /** @enum {string} */
                                use: "model" | "offline";
                                updated_at: string;
                            } | null;
                            active: {
                                /** @enum {string} */
                                engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                                model: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /**
         * Save the AI settings
         * @description Saves the provider, base URL, model and key (sealed), and with `use: "model"` writes the next drafts with that model (unless the environment configures a provider). `api_key` left out keeps the saved key; an empty string removes it. The owner account only (OWNER_EMAIL); any other account is answered 403.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example openai-compatible
                         * @enum {string}
                         */
                        provider: "openai" | "anthropic" | "openai-compatible";
                        /**
                         * @default
                         * @example http://127.0.0.1:11434/v1
                         */
                        base_url?: string;
                        /** @example gpt-4o-mini */
                        model: string;
                        api_key?: string;
                        /**
                         * @default model
                         * @enum {string}
                         */
                        use?: "model" | "offline";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            source: "environment" | "app" | "offline";
                            environment: {
                                /** @enum {string} */
                                provider: "offline" | "openai" | "openai-compatible" | "anthropic";
                                model: string;
                                base_url: string | null;
                            } | null;
                            saved: {
                                /** @enum {string} */
                                provider: "openai" | "anthropic" | "openai-compatible";
                                base_url: string;
                                model: string;
                                has_key: boolean;
                                key_hint: string | null;
                                /** @enum {string} */
                                use: "model" | "offline";
                                updated_at: string;
                            } | null;
                            active: {
                                /** @enum {string} */
                                engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                                model: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/ai/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a connection
         * @description One short call to the model these settings describe (the saved key when `api_key` is left out), with its latency and, when it fails, why in plain words. Deadline 20 s; a few tests a minute (429 beyond). The owner account only (OWNER_EMAIL); any other account is answered 403.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example openai-compatible
                         * @enum {string}
                         */
                        provider: "openai" | "anthropic" | "openai-compatible";
                        /**
                         * @default
                         * @example http://127.0.0.1:11434/v1
                         */
                        base_url?: string;
                        /** @example gpt-4o-mini */
                        model: string;
                        api_key?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            latency_ms: number;
                            reply: string | null;
                            error: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/summarize/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Summarizes pasted text. With Accept: text/event-stream the answer streams as server-sent events: stage {stage, detail?} (fetching, extracting, transcribing, summarizing), delta and replace {text}, then done (the same object as the JSON answer) or error {detail, status}. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default standard
                         * @enum {string}
                         */
                        summary_length?: "brief" | "standard" | "detailed" | "custom";
                        /**
                         * @default professional
                         * @enum {string}
                         */
                        summary_style?: "professional" | "casual" | "bullet_points" | "academic" | "executive";
                        custom_length?: number;
                        /** @example Along the Gulf Coast, towns are rebuilding oyster reefs to protect their shorelines. The reefs act as living breakwaters, absorbing wave energy before it reaches marshes and beaches. In Port Alder, volunteers placed 1,200 tons of recycled shell along two miles of shoreline, and within a year the town measured 40 percent less marsh loss behind the reef. Engineers say the approach costs far less than a concrete seawall of the same length. */
                        text_content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            summary: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                            source: {
                                /** @enum {string} */
                                kind: "text" | "url" | "file";
                                /** @enum {string} */
                                media: "text" | "html" | "pdf" | "docx" | "audio" | "video";
                                title: string;
                                url?: string;
                                file_name?: string;
                                words_read: number;
                                pages?: number;
                                duration_seconds?: number;
                                summary_words: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/summarize/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reads a public web page (HTML, plain text or PDF; at most 5 MB, 10 s and 5 redirects) and summarizes its main content. With Accept: text/event-stream the answer streams as server-sent events: stage {stage, detail?} (fetching, extracting, transcribing, summarizing), delta and replace {text}, then done (the same object as the JSON answer) or error {detail, status}. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default standard
                         * @enum {string}
                         */
                        summary_length?: "brief" | "standard" | "detailed" | "custom";
                        /**
                         * @default professional
                         * @enum {string}
                         */
                        summary_style?: "professional" | "casual" | "bullet_points" | "academic" | "executive";
                        custom_length?: number;
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            summary: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                            source: {
                                /** @enum {string} */
                                kind: "text" | "url" | "file";
                                /** @enum {string} */
                                media: "text" | "html" | "pdf" | "docx" | "audio" | "video";
                                title: string;
                                url?: string;
                                file_name?: string;
                                words_read: number;
                                pages?: number;
                                duration_seconds?: number;
                                summary_words: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/summarize/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Summarizes an uploaded file (multipart/form-data: `file`, and the fields summary_length, summary_style, custom_length). Accepted, by content: txt, pdf, docx, mp3, mp4, wav, m4a, mov, avi (audio and video need a transcription service). With Accept: text/event-stream the answer streams as server-sent events: stage {stage, detail?} (fetching, extracting, transcribing, summarizing), delta and replace {text}, then done (the same object as the JSON answer) or error {detail, status}. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            summary: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                            source: {
                                /** @enum {string} */
                                kind: "text" | "url" | "file";
                                /** @enum {string} */
                                media: "text" | "html" | "pdf" | "docx" | "audio" | "video";
                                title: string;
                                url?: string;
                                file_name?: string;
                                words_read: number;
                                pages?: number;
                                duration_seconds?: number;
                                summary_words: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/humanize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Rewrites a draft or summary in a natural voice (Basic plan and above; counts one humanization), keeping its Markdown structure, time marks and cue labels, hashtags, @mentions, URLs, numbers, names and a social post's length limit. At most 40000 characters. `id` links the result to the history item the text came from. With Accept: text/event-stream the text streams as server-sent events: delta and replace {text}, then done (the same object as the JSON answer) or error {detail, status}. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example ## Why consistency matters
                         *
                         *     In today's fast-paced world, it is important to note that consistency is a game-changer for creators. Furthermore, posting on a schedule helps your audience know when to expect you.
                         */
                        text: string;
                        /** @enum {string} */
                        content_type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer";
                        /** Format: uuid */
                        id?: string;
                        /** @enum {string} */
                        platform?: "twitter" | "linkedin" | "instagram" | "facebook" | "tiktok";
                        /**
                         * @default natural
                         * @enum {string}
                         */
                        mode?: "natural" | "simpler" | "formal" | "casual" | "shorter" | "voice";
                        /**
                         * Format: uuid
                         * @description A voice of yours (GET /api/voices); absent: your default voice, if you have one.
                         */
                        voice_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string | null;
                            unchanged: boolean;
                            /** @enum {string} */
                            mode: "natural" | "simpler" | "formal" | "casual" | "shorter" | "voice";
                            humanized_text: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                            /** @enum {string} */
                            content_type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer";
                            source_id: string | null;
                            changes: {
                                /** @enum {string} */
                                kind: "phrase" | "hedge" | "transition" | "connective" | "split" | "contraction" | "opening" | "simpler" | "formal" | "casual" | "filler" | "voice";
                                before: string;
                                after: string;
                                at: number;
                                why: string;
                            }[];
                            readability: {
                                before: {
                                    flesch_reading_ease: number;
                                    flesch_kincaid_grade: number;
                                    words: number;
                                    sentences: number;
                                };
                                after: {
                                    flesch_reading_ease: number;
                                    flesch_kincaid_grade: number;
                                    words: number;
                                    sentences: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The creator’s connected accounts. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            connected_accounts: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                username: string;
                                connected_at: string;
                                demo_mode: boolean;
                                /** @enum {string} */
                                status: "connected" | "reconnect";
                                access_ends_at: string | null;
                                targets?: {
                                    id: string;
                                    name: string;
                                }[];
                                target_id?: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/accounts/{platform}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Disconnects an account, giving the access back at the platform where it can. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/accounts/{platform}/target": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Chooses which of the accounts a connection manages it publishes as (one of `targets`, e.g. a Facebook Page). 404 for an id not among them, 409 for a platform without such a choice. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        target_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/oauth/{platform}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Where to send the creator to connect a platform: the platform’s consent page, or Inkwell’s demo consent page for a platform without configured credentials. Also sets a cookie, valid for the connection’s 10 minutes, that the callback requires: a connection completes only in the browser that started it. 403 when the plan allows no more accounts. A demo connection returns to the address the app is open at when it is this machine, or on a local install its network address at APP_URL’s port; a real platform returns only to APP_URL, so a start from another address is refused with 409 saying where to open Inkwell. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorization_url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/oauth/{platform}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The platform’s redirect back; answers 302 to /social-accounts?oauth_success=true&platform=… or ?oauth_error=…. Connects nothing unless the browser holds the cookie the start call set for this connection. */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    error?: string;
                    error_description?: string;
                };
                header?: never;
                path: {
                    platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/demo/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The demo consent page’s Authorize button: the callback URL to go to, with a code for the state, on the address the page is open at. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                        state: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            redirect_url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/publications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the creator’s publications: a target of a post (`post_id`, null once the post was deleted), in any of its states. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            post_id: string | null;
                            /** @enum {string} */
                            platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                            content: string;
                            url: string | null;
                            error: string | null;
                            demo_mode: boolean;
                            created_at: string;
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Uploads an image (JPEG, PNG, WebP, GIF; at most 8 MB) or a video (MP4, MOV, WebM; at most 50 MB) to attach to a post: multipart/form-data with the file in a field named "file". The type is read from the content. It counts against the plan’s media storage (413 when it does not fit; see /media/usage), and each creator may upload 30 files per window (429). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "video";
                            bytes: number;
                            content_type: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/media/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The media the creator keeps stored and the plan’s limit, in bytes. Uploads not published with a post within 24 hours are deleted. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            used_bytes: number;
                            limit_bytes: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/media/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An attached file behind a signed, expiring link (for platforms that fetch media themselves). Supports one byte range. */
        get: {
            parameters: {
                query: {
                    expires: number;
                    sig: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the creator made, published and earned in attention over the last `days` days: totals and the window before, a zero-filled daily series, usage this month against the plan, engagement per platform and the top publications (null where a platform or a demo connection has no number), and the best day and hour to post once enough posts have numbers. `days`: 1–365, default 30. `platforms`: a comma list (twitter,linkedin…); empty, absent or "all" is every platform. `tz`: the IANA time zone days and hours are counted in (default UTC). Content is counted whatever the platform filter; publications and engagement follow it. */
        get: {
            parameters: {
                query?: {
                    days?: string;
                    platforms?: string;
                    tz?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            window: {
                                days: number;
                                tz: string;
                                platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                                start: string;
                                end: string;
                            };
                            totals: {
                                created: {
                                    video_script: number;
                                    blog_post: number;
                                    social_media: number;
                                    newsletter: number;
                                    summarizer: number;
                                    humanized: number;
                                };
                                items: number;
                                words: number;
                                publications: {
                                    succeeded: number;
                                    failed: number;
                                    by_platform: {
                                        /** @enum {string} */
                                        platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                        succeeded: number;
                                        failed: number;
                                    }[];
                                };
                                engagement: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                };
                                measured: number;
                                demo: number;
                                awaiting: number;
                            };
                            previous: {
                                created: {
                                    video_script: number;
                                    blog_post: number;
                                    social_media: number;
                                    newsletter: number;
                                    summarizer: number;
                                    humanized: number;
                                };
                                items: number;
                                words: number;
                                publications: {
                                    succeeded: number;
                                    failed: number;
                                    by_platform: {
                                        /** @enum {string} */
                                        platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                        succeeded: number;
                                        failed: number;
                                    }[];
                                };
                                engagement: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                };
                                measured: number;
                                demo: number;
                                awaiting: number;
                            };
                            daily: {
                                date: string;
                                created: {
                                    video_script: number;
                                    blog_post: number;
                                    social_media: number;
                                    newsletter: number;
                                    summarizer: number;
                                    humanized: number;
                                };
                                words: number;
                                succeeded: number;
                                failed: number;
                                engagement: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                };
                            }[];
                            usage: {
                                period: string;
                                /** @enum {string} */
                                tier: "free" | "basic" | "pro" | "enterprise";
                                counters: {
                                    /** @enum {string} */
                                    kind: "video_scripts" | "blog_posts" | "social_posts" | "newsletters" | "summaries" | "humanizations";
                                    label: string;
                                    used: number;
                                    limit: number | null;
                                }[];
                            };
                            engagement: {
                                by_platform: {
                                    /** @enum {string} */
                                    platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                    publications: number;
                                    measured: number;
                                    demo: number;
                                    awaiting: number;
                                    engagement: {
                                        impressions: number | null;
                                        likes: number | null;
                                        comments: number | null;
                                        shares: number | null;
                                        views: number | null;
                                    };
                                    fetched_at: string | null;
                                }[];
                            };
                            top_publications: {
                                id: string;
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                excerpt: string;
                                url: string | null;
                                demo_mode: boolean;
                                created_at: string;
                                engagement: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                };
                                interactions: number;
                                fetched_at: string | null;
                                removed: boolean;
                            }[];
                            best_time: {
                                ready: boolean;
                                measured: number;
                                needed: number;
                                day: {
                                    weekday: number;
                                    label: string;
                                    average_interactions: number;
                                    posts: number;
                                } | null;
                                hour: {
                                    hour: number;
                                    average_interactions: number;
                                    posts: number;
                                } | null;
                            };
                            has_real_accounts: boolean;
                            connected_accounts: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                demo_mode: boolean;
                            }[];
                            real_platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                            last_created_at: string | null;
                            last_published_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The overview's daily series as a CSV file (one row per day; an empty cell is a number the platform does not give). `days`: 1–365, default 30. `platforms`: a comma list (twitter,linkedin…); empty, absent or "all" is every platform. `tz`: the IANA time zone days and hours are counted in (default UTC). Content is counted whatever the platform filter; publications and engagement follow it. */
        get: {
            parameters: {
                query?: {
                    days?: string;
                    platforms?: string;
                    tz?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv: one header row, then one row per day */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The creator’s time zone, weekly queue slots (local times), best-time suggestions and each platform’s next free slot. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            timezone: string | null;
                            slots: {
                                /** @example 1 */
                                weekday: number;
                                /** @example 09:00 */
                                time: string;
                                /**
                                 * @default []
                                 * @example [
                                 *       "twitter",
                                 *       "linkedin"
                                 *     ]
                                 */
                                platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                            }[];
                            suggestions: {
                                best_time: {
                                    ready: boolean;
                                    measured: number;
                                    needed: number;
                                    day: {
                                        weekday: number;
                                        label: string;
                                        average_interactions: number;
                                        posts: number;
                                    } | null;
                                    hour: {
                                        hour: number;
                                        average_interactions: number;
                                        posts: number;
                                    } | null;
                                };
                                slots: {
                                    weekday: number;
                                    time: string;
                                    reason: string;
                                }[];
                            };
                            next_free: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** @description Replaces the time zone and the queue slots. Posts already scheduled keep their times. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example Europe/Paris */
                        timezone: string;
                        /** @default [] */
                        slots?: {
                            /** @example 1 */
                            weekday: number;
                            /** @example 09:00 */
                            time: string;
                            /**
                             * @default []
                             * @example [
                             *       "twitter",
                             *       "linkedin"
                             *     ]
                             */
                            platforms?: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            timezone: string | null;
                            slots: {
                                /** @example 1 */
                                weekday: number;
                                /** @example 09:00 */
                                time: string;
                                /**
                                 * @default []
                                 * @example [
                                 *       "twitter",
                                 *       "linkedin"
                                 *     ]
                                 */
                                platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                            }[];
                            suggestions: {
                                best_time: {
                                    ready: boolean;
                                    measured: number;
                                    needed: number;
                                    day: {
                                        weekday: number;
                                        label: string;
                                        average_interactions: number;
                                        posts: number;
                                    } | null;
                                    hour: {
                                        hour: number;
                                        average_interactions: number;
                                        posts: number;
                                    } | null;
                                };
                                slots: {
                                    weekday: number;
                                    time: string;
                                    reason: string;
                                }[];
                            };
                            next_free: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The creator’s posts, newest first by each post’s time (its first scheduled time, else when it went out, else when it was made): within [`from`, `to`), going to `platform`, in `status`. */
        get: {
            parameters: {
                query?: {
                    /** @example 2026-12-01T00:00:00Z */
                    from?: string;
                    /** @example 2027-01-01T00:00:00Z */
                    to?: string;
                    status?: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                    platform?: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            posts: {
                                id: string;
                                /** @enum {string} */
                                state: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                                content_id: string | null;
                                text: string;
                                media_ids: string[];
                                thread: boolean;
                                scheduled_at: string | null;
                                created_at: string;
                                updated_at: string;
                                targets: {
                                    id: string;
                                    /** @enum {string} */
                                    platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                    /** @enum {string} */
                                    state: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                                    text: string;
                                    own_text: boolean;
                                    parts: string[] | null;
                                    username: string | null;
                                    url: string | null;
                                    error: string | null;
                                    demo_mode: boolean;
                                    scheduled_at: string | null;
                                    scheduled_timezone: string | null;
                                    published_at: string | null;
                                    late_minutes: number | null;
                                    attempts: number;
                                    metrics: {
                                        impressions: number | null;
                                        likes: number | null;
                                        comments: number | null;
                                        shares: number | null;
                                        views: number | null;
                                        fetched_at: string | null;
                                    } | null;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Makes a post: published now, scheduled (`scheduled_at`, from now to a year ahead; or `queue`: each platform’s next free queue slot) or kept as a draft (`draft`). A scheduled post takes one unit of the month’s social posts (403 over the limit, nothing made). The text comes from `text`, else from the history item `content_id`; `variants` give a platform its own text. Each platform’s rules (length as the platform counts it, X by its weighted 280 unless `thread`; the media it needs) and a connected account are checked first: 422 with `platforms` saying why for each platform that cannot take it, and nothing is made. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        content_id?: string;
                        text?: string;
                        /**
                         * @example [
                         *       "twitter",
                         *       "linkedin"
                         *     ]
                         */
                        platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                        variants?: {
                            [key: string]: string;
                        };
                        /**
                         * @example [
                         *       "1/2 The first post of the thread.",
                         *       "2/2 The second one."
                         *     ]
                         */
                        thread_parts?: string[];
                        /** @default [] */
                        media_ids?: string[];
                        /** @default false */
                        thread?: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-12-01T09:00:00+01:00
                         */
                        scheduled_at?: string;
                        /**
                         * @default false
                         * @example false
                         */
                        queue?: boolean;
                        /**
                         * @default false
                         * @example false
                         */
                        draft?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            state: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                            content_id: string | null;
                            text: string;
                            media_ids: string[];
                            thread: boolean;
                            scheduled_at: string | null;
                            created_at: string;
                            updated_at: string;
                            targets: {
                                id: string;
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                /** @enum {string} */
                                state: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                                text: string;
                                own_text: boolean;
                                parts: string[] | null;
                                username: string | null;
                                url: string | null;
                                error: string | null;
                                demo_mode: boolean;
                                scheduled_at: string | null;
                                scheduled_timezone: string | null;
                                published_at: string | null;
                                late_minutes: number | null;
                                attempts: number;
                                metrics: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                    fetched_at: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            platforms?: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                detail: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One post with each target’s state, link, error in plain words and numbers once measured. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            state: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                            content_id: string | null;
                            text: string;
                            media_ids: string[];
                            thread: boolean;
                            scheduled_at: string | null;
                            created_at: string;
                            updated_at: string;
                            targets: {
                                id: string;
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                /** @enum {string} */
                                state: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                                text: string;
                                own_text: boolean;
                                parts: string[] | null;
                                username: string | null;
                                url: string | null;
                                error: string | null;
                                demo_mode: boolean;
                                scheduled_at: string | null;
                                scheduled_timezone: string | null;
                                published_at: string | null;
                                late_minutes: number | null;
                                attempts: number;
                                metrics: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                    fetched_at: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** @description Deletes a post: what was scheduled is cancelled. Targets already published stay on their platforms (Inkwell does not delete them there) and in analytics; the answer names those platforms. 409 while a target is being published. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            still_on_platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes a post while every target it has is a draft or scheduled (409 otherwise): its text, variants, platforms (new ones added, removed ones cancelled), media, thread, or time (`scheduled_at: null` makes it a draft). Each platform’s rules (length as the platform counts it, X by its weighted 280 unless `thread`; the media it needs) and a connected account are checked first: 422 with `platforms` saying why for each platform that cannot take it, and nothing is made. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text?: string;
                        /**
                         * @example [
                         *       "twitter",
                         *       "linkedin"
                         *     ]
                         */
                        platforms?: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                        variants?: {
                            [key: string]: string;
                        };
                        /**
                         * @example [
                         *       "1/2 The first post of the thread.",
                         *       "2/2 The second one."
                         *     ]
                         */
                        thread_parts?: string[] | null;
                        media_ids?: string[];
                        thread?: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-12-01T09:00:00+01:00
                         */
                        scheduled_at?: string | null;
                        /** @enum {boolean} */
                        queue?: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            state: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                            content_id: string | null;
                            text: string;
                            media_ids: string[];
                            thread: boolean;
                            scheduled_at: string | null;
                            created_at: string;
                            updated_at: string;
                            targets: {
                                id: string;
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                /** @enum {string} */
                                state: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                                text: string;
                                own_text: boolean;
                                parts: string[] | null;
                                username: string | null;
                                url: string | null;
                                error: string | null;
                                demo_mode: boolean;
                                scheduled_at: string | null;
                                scheduled_timezone: string | null;
                                published_at: string | null;
                                late_minutes: number | null;
                                attempts: number;
                                metrics: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                    fetched_at: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            platforms?: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                detail: string;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/posts/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Publishes the failed targets again, and those that needed reconnecting once their account is connected again (409 naming the platforms to reconnect first); 409 when there is nothing to retry. `platforms` limits it to those platforms (all of them without a body). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example [
                         *       "twitter"
                         *     ]
                         */
                        platforms?: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            state: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                            content_id: string | null;
                            text: string;
                            media_ids: string[];
                            thread: boolean;
                            scheduled_at: string | null;
                            created_at: string;
                            updated_at: string;
                            targets: {
                                id: string;
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                /** @enum {string} */
                                state: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                                text: string;
                                own_text: boolean;
                                parts: string[] | null;
                                username: string | null;
                                url: string | null;
                                error: string | null;
                                demo_mode: boolean;
                                scheduled_at: string | null;
                                scheduled_timezone: string | null;
                                published_at: string | null;
                                late_minutes: number | null;
                                attempts: number;
                                metrics: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                    fetched_at: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/targets/{target_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Moves one platform’s target to another time (`scheduled_at`, from now to a year ahead), the post’s other platforms staying where they are: a scheduled target, one waiting for its account to be reconnected before its time, or a missed one (scheduled again). The job sent for the old time does nothing. Takes no social-post unit. 409 once it has started publishing or is done; 404 for a target not yours. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    target_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-12-01T09:00:00+01:00
                         */
                        scheduled_at: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            state: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                            content_id: string | null;
                            text: string;
                            media_ids: string[];
                            thread: boolean;
                            scheduled_at: string | null;
                            created_at: string;
                            updated_at: string;
                            targets: {
                                id: string;
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                /** @enum {string} */
                                state: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                                text: string;
                                own_text: boolean;
                                parts: string[] | null;
                                username: string | null;
                                url: string | null;
                                error: string | null;
                                demo_mode: boolean;
                                scheduled_at: string | null;
                                scheduled_timezone: string | null;
                                published_at: string | null;
                                late_minutes: number | null;
                                attempts: number;
                                metrics: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                    fetched_at: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/posts/{id}/targets/{target_id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description For a target whose outcome is unknown (the platform did not answer and could not be asked): `published: true` records it as published (with its `url` when given), `false` publishes it again. 409 for a target whose outcome is known. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    target_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        published: boolean;
                        /**
                         * Format: uri
                         * @example https://x.com/maya_lee/status/1800
                         */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            state: "draft" | "scheduled" | "publishing" | "published" | "partly_published" | "failed" | "needs_attention" | "cancelled";
                            content_id: string | null;
                            text: string;
                            media_ids: string[];
                            thread: boolean;
                            scheduled_at: string | null;
                            created_at: string;
                            updated_at: string;
                            targets: {
                                id: string;
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                /** @enum {string} */
                                state: "draft" | "scheduled" | "publishing" | "published" | "failed" | "needs_reconnect" | "unknown" | "cancelled" | "missed";
                                text: string;
                                own_text: boolean;
                                parts: string[] | null;
                                username: string | null;
                                url: string | null;
                                error: string | null;
                                demo_mode: boolean;
                                scheduled_at: string | null;
                                scheduled_timezone: string | null;
                                published_at: string | null;
                                late_minutes: number | null;
                                attempts: number;
                                metrics: {
                                    impressions: number | null;
                                    likes: number | null;
                                    comments: number | null;
                                    shares: number | null;
                                    views: number | null;
                                    fetched_at: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Publishes to each platform on its own, as a post (GET /api/posts/{post_id}); the results say, per platform, whether it worked. Platforms still publishing after about 10 s answer `pending: true`: follow them on the post. Each platform’s rules and a connected account are checked first: 422 with `platforms` saying why for each platform that cannot take it, and nothing is published. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        /**
                         * @example [
                         *       "twitter",
                         *       "linkedin"
                         *     ]
                         */
                        platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                        /**
                         * @default post
                         * @enum {string}
                         */
                        content_type?: "post";
                        /** @default [] */
                        media_ids?: string[];
                        /** @default false */
                        thread?: boolean;
                        /** Format: uuid */
                        content_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                success: boolean;
                                pending?: boolean;
                                url?: string;
                                error?: string;
                                demo_mode?: boolean;
                            }[];
                            successful_publications: number;
                            total_platforms: number;
                            post_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            platforms?: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                detail: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The creator’s pieces, newest first; with `q`, the pieces whose title matches the words first, then those that match by their text, newest first in each. Filters: `type`, `status` (published, scheduled, never), `from`/`to` (days, UTC), `template`. `before` is the last id of the previous page. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    /** @example batch filming */
                    q?: string;
                    type?: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer" | "humanized";
                    status?: "published" | "scheduled" | "never";
                    /** @example 2026-11-01 */
                    from?: string;
                    /** @example 2026-11-30 */
                    to?: string;
                    template?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            created_at: string;
                            content: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                            metadata: {
                                /** @enum {string} */
                                type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer" | "humanized";
                                topic: string;
                                platform?: string;
                                template?: string;
                                keywords?: string[];
                                source?: {
                                    /** @enum {string} */
                                    kind: "text" | "url" | "file";
                                    /** @enum {string} */
                                    media: "text" | "html" | "pdf" | "docx" | "audio" | "video";
                                    title: string;
                                    url?: string;
                                    file_name?: string;
                                    words_read: number;
                                    pages?: number;
                                    duration_seconds?: number;
                                    summary_words: number;
                                };
                                humanized?: {
                                    /** @enum {string} */
                                    content_type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer";
                                    source_id: string | null;
                                };
                            };
                            updated_at: string;
                            version: number;
                            words: number;
                            publishing: {
                                published: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                                scheduled: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                            };
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes up to 100 pieces; their scheduled posts are cancelled first. Ids that are not the creator’s are left out of `deleted`. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example [
                         *       "0b7c3a52-5f0e-4d7a-9a3e-2f1c6d8e4b10"
                         *     ]
                         */
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: string[];
                            cancelled_posts: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            created_at: string;
                            content: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                            metadata: {
                                /** @enum {string} */
                                type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer" | "humanized";
                                topic: string;
                                platform?: string;
                                template?: string;
                                keywords?: string[];
                                source?: {
                                    /** @enum {string} */
                                    kind: "text" | "url" | "file";
                                    /** @enum {string} */
                                    media: "text" | "html" | "pdf" | "docx" | "audio" | "video";
                                    title: string;
                                    url?: string;
                                    file_name?: string;
                                    words_read: number;
                                    pages?: number;
                                    duration_seconds?: number;
                                    summary_words: number;
                                };
                                humanized?: {
                                    /** @enum {string} */
                                    content_type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer";
                                    source_id: string | null;
                                };
                            };
                            updated_at: string;
                            version: number;
                            words: number;
                            publishing: {
                                published: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                                scheduled: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** @description Deletes the piece and its versions; its scheduled posts are cancelled first (`cancelled_posts`). Published posts stay on their platforms. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: string[];
                            cancelled_posts: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Saves a new text as the piece’s next version (an edit, a humanized version, or a picked variation). Never counted against limits. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example # A better title
                         *
                         *     The edited text.
                         */
                        content: string;
                        /**
                         * @default edited
                         * @enum {string}
                         */
                        source?: "edited" | "humanized" | "variation";
                        /** Format: uuid */
                        humanized_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            n: number;
                            /** @enum {string} */
                            source: "generated" | "edited" | "humanized" | "variation" | "restored" | "duplicated";
                            created_at: string;
                            content: string;
                            words: number;
                            restored_from: number | null;
                            /** @enum {string|null} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic" | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/content/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A copy of the piece as a new one (its current text as version 1). Not counted as a generation. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            created_at: string;
                            content: string;
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                            metadata: {
                                /** @enum {string} */
                                type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer" | "humanized";
                                topic: string;
                                platform?: string;
                                template?: string;
                                keywords?: string[];
                                source?: {
                                    /** @enum {string} */
                                    kind: "text" | "url" | "file";
                                    /** @enum {string} */
                                    media: "text" | "html" | "pdf" | "docx" | "audio" | "video";
                                    title: string;
                                    url?: string;
                                    file_name?: string;
                                    words_read: number;
                                    pages?: number;
                                    duration_seconds?: number;
                                    summary_words: number;
                                };
                                humanized?: {
                                    /** @enum {string} */
                                    content_type: "video_script" | "blog_post" | "social_media" | "newsletter" | "summarizer";
                                    source_id: string | null;
                                };
                            };
                            updated_at: string;
                            version: number;
                            words: number;
                            publishing: {
                                published: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                                scheduled: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every version of the piece, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            n: number;
                            /** @enum {string} */
                            source: "generated" | "edited" | "humanized" | "variation" | "restored" | "duplicated";
                            created_at: string;
                            content: string;
                            words: number;
                            restored_from: number | null;
                            /** @enum {string|null} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic" | null;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/versions/{n}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Makes version `n`’s text the current one again, as a new version (`restored_from: n`). Nothing is lost. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    /** @example 2 */
                    n: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            n: number;
                            /** @enum {string} */
                            source: "generated" | "edited" | "humanized" | "variation" | "restored" | "duplicated";
                            created_at: string;
                            content: string;
                            words: number;
                            restored_from: number | null;
                            /** @enum {string|null} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic" | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Writes the piece again from the request that made it, as a new version. Counts as one generation. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            n: number;
                            /** @enum {string} */
                            source: "generated" | "edited" | "humanized" | "variation" | "restored" | "duplicated";
                            created_at: string;
                            content: string;
                            words: number;
                            restored_from: number | null;
                            /** @enum {string|null} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic" | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/variations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 2 or 3 alternatives of a social post, or of a video script’s hook (`part: hook`), to compare; not saved. Each counts as one generation. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 3 */
                        count?: number;
                        /**
                         * @default whole
                         * @enum {string}
                         */
                        part?: "whole" | "hook";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            variations: {
                                content: string;
                            }[];
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The piece’s current text as each platform’s own text: plain text without Markdown, fitted to the platform (X: a numbered thread or one shortened post; Instagram: hashtags at the end; YouTube: a title line, then the description). Not counted as a generation. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example [
                         *       "twitter",
                         *       "linkedin",
                         *       "instagram"
                         *     ]
                         */
                        platforms: ("twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube")[];
                        /**
                         * @default thread
                         * @enum {string}
                         */
                        twitter?: "thread" | "single";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            texts: {
                                /** @enum {string} */
                                platform: "twitter" | "linkedin" | "facebook" | "instagram" | "tiktok" | "youtube";
                                text: string;
                                parts: string[] | null;
                                hashtags: string[];
                            }[];
                            /** @enum {string} */
                            engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            model: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The keys that are not revoked, newest first; expired keys stay listed (with their past `expires_at`) until revoked. Signed-in session only: an API key cannot manage keys (403).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                prefix: string;
                                created_at: string;
                                expires_at: string | null;
                                last_used_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an API key
         * @description Creates a key for the Enterprise plan. The answer is the only time the whole `key` is shown: Inkwell stores only its SHA-256 hash. At most 25 keys that are not revoked (409 beyond). Signed-in session only: an API key cannot manage keys (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example Publishing script */
                        name: string;
                        /**
                         * @description Days until the key stops working; omit for a key that does not expire.
                         * @example 90
                         */
                        expires_in_days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            created_at: string;
                            expires_at: string | null;
                            /** @description The secret key. Store it now: Inkwell keeps only its hash and cannot show it again. */
                            key: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes a key at once: its next request is refused with 401. Open to any plan, so a key can always be revoked. Signed-in session only: an API key cannot manage keys (403).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Your support requests, newest first, with their status (open, answered, closed). */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            subject: string;
                            message: string;
                            content_id: string | null;
                            priority: boolean;
                            /** @enum {string} */
                            tier: "free" | "basic" | "pro" | "enterprise";
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            created_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Sends a support request (subject 3–150 characters, message 10–5000, optionally the id of a piece in your history). It is stored, then mailed to the support team; requests on a plan with Priority Support are marked priority and answered first. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subject: string;
                        message: string;
                        /** Format: uuid */
                        content_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            subject: string;
                            message: string;
                            content_id: string | null;
                            priority: boolean;
                            /** @enum {string} */
                            tier: "free" | "basic" | "pro" | "enterprise";
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                /** @enum {string} */
                                id: "free" | "basic" | "pro" | "enterprise";
                                name: string;
                                price: number;
                                video_scripts: number | null;
                                blog_posts: number | null;
                                social_posts: number | null;
                                newsletters: number | null;
                                summaries: number | null;
                                humanizations: number | null;
                                social_accounts: number | null;
                                transcription_minutes: number;
                                media_storage_mb: number;
                                brand_voices: number | null;
                                features: string[];
                                not_included: string[];
                                popular: boolean;
                                payment_link: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Liveness: the process answers (the database is not asked). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Readiness: the database answers, every migration is applied and the job layer runs. 503 with a detail otherwise, and from SIGTERM on while the instance drains (a load balancer then sends new requests elsewhere). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            /** @enum {string} */
                            migrations: "applied";
                            /** @enum {string} */
                            jobs: "running" | "off";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            google_client_id: string | null;
                            contact_form_url: string | null;
                            /** @enum {string} */
                            billing_mode: "demo" | "stripe";
                            /** @enum {string} */
                            ai_engine: "offline" | "openai" | "openai-compatible" | "anthropic";
                            ai_model: string;
                            max_upload_bytes: number;
                            transcription: boolean;
                            support_by_email: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
