class AnnotationTypo {
    @Override(
    public String toString() {
        return "x";
    }
}
