class AssignInIfString {
    static boolean isBob(String name) {
        if (name = "bob") {
            return true;
        }
        return false;
    }
}
