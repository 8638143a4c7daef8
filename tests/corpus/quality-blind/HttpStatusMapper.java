package web.errors;

public final class HttpStatusMapper {

    private HttpStatusMapper() {
    }

    public static String reason(int status) {
        switch (status) {
            case 200:
                return "OK";
            case 201:
                return "Created";
            case 400:
                return "Bad Request";
            case 404:
                return "Not Found";
            case 500:
                return "Internal Server Error";
            default:
                return "Unknown";
        }
    }

    public static boolean isError(int status) {
        return status >= 400;
    }
}
