public class Constants { // expect: QUA-UTILITY-CLASS
    public static final int MAX_USERS = 100;
    public static final String APP_NAME = "Quizzy";
    public static final int maxRetries = 3; // expect: QUA-CONSTANT-NAMING
    public static int timeoutSeconds = 30; // expect: QUA-PUBLIC-STATIC-MUTABLE
}
